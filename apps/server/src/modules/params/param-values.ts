import { describeParamShape, ErrorCode, fitsParamShape, PARAM_ARRAY_SEPARATOR, PARAM_VALUE_TYPES, paramShapeOf, type ParamValueType } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';

const isValueType = (type: string): type is ParamValueType => (PARAM_VALUE_TYPES as readonly string[]).includes(type);

function jsonProblem(value: string): string | null {
  const text = value.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return '{ … }';
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A value checked against its declared type (10034–10040), every message naming
 * the param. Returns the normalised type (lower case).
 */
export function checkParamValue(code: string, type: string, value: string): ParamValueType {
  if (value.trim() === '') throw new AppError(ErrorCode.PARAM_VALUE_EMPTY, [code]);
  const normalized = type.trim().toLowerCase();
  if (normalized === '') throw new AppError(ErrorCode.PARAM_TYPE_EMPTY, [code]);
  if (!isValueType(normalized)) throw new AppError(ErrorCode.PARAM_TYPE_UNSUPPORTED, [code, type]);
  switch (normalized) {
    case 'number':
      if (!Number.isFinite(Number(value.trim()))) throw new AppError(ErrorCode.PARAM_NUMBER_INVALID, [code]);
      break;
    case 'boolean':
      if (!/^(true|false)$/i.test(value.trim())) throw new AppError(ErrorCode.PARAM_BOOLEAN_INVALID, [code]);
      break;
    case 'array':
      if (value.split(PARAM_ARRAY_SEPARATOR).some((item) => item.trim() === '')) throw new AppError(ErrorCode.PARAM_ARRAY_INVALID, [code]);
      break;
    case 'json': {
      const problem = jsonProblem(value);
      if (problem) throw new AppError(ErrorCode.PARAM_JSON_INVALID, [code, problem]);
      break;
    }
    case 'string':
      break;
  }
  return normalized;
}

/** A known param's value against its shape (contracts' param-shapes): nothing that does not fit is stored. */
export function checkParamShape(code: string, value: string): void {
  const shape = paramShapeOf(code);
  if (!shape) return;
  if (shape.kind === 'keyPair') throw new AppError(ErrorCode.PARAM_READ_ONLY, [code]);
  if (!fitsParamShape(shape, value)) throw new AppError(ErrorCode.PARAM_SHAPE_INVALID, [code, describeParamShape(shape)]);
}
