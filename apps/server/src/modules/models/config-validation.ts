import { checkFieldValue, ErrorCode, fieldRule, providerField, type FieldProblem, type ProviderField } from '@vox/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fieldMessage, validationReason } from '../../lib/validation-reason.ts';
import { fieldProblemText } from './field-problem-text.ts';

type Json = Record<string, unknown>;

/** A provider's field list from its stored JSON text; malformed entries are skipped. */
export function parseFields(text: string): ProviderField[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(text));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const field = providerField.safeParse(item);
      return field.success ? [field.data] : [];
    });
  } catch {
    return [];
  }
}

/** "「温度」应在 0 到 2 之间": the field as the form labels it, and what it takes. */
function fieldError(field: ProviderField, problem: FieldProblem): AppError {
  const text = fieldProblemText(problem);
  return new AppError(ErrorCode.BAD_REQUEST, [`configJson.${field.key}`, text], fieldMessage(field.label || field.key, text));
}

function unknownFieldError(key: string): AppError {
  const message = { zh_CN: `「${key}」不是该服务商的配置项`, zh_TW: `「${key}」不是該服務商的設定項`, en: `"${key}" is not a setting of this provider`, de: `„${key}“ ist keine Einstellung dieses Anbieters`, vi: `“${key}” không phải là cài đặt của nhà cung cấp này`, pt_BR: `“${key}” não é uma configuração deste provedor` };
  return new AppError(ErrorCode.BAD_REQUEST, [`configJson.${key}`, validationReason('notAllowed')], message);
}

/**
 * Checks a config against the provider's fields: unknown keys are refused (400 naming the key) unless the stored
 * config already had them, and each value must follow its field's rule (type, range, address, choices); the answer
 * names the field by its label and says the limit. `type` is always the provider code.
 */
export function validateConfig(fields: readonly ProviderField[], config: Json, providerCode: string, storedKeys: ReadonlySet<string> = new Set()): Json {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const result: Json = {};
  for (const [key, value] of Object.entries(config)) {
    if (key === 'type') continue;
    const field = byKey.get(key);
    if (!field) {
      if (!storedKeys.has(key)) throw unknownFieldError(key);
      result[key] = value;
      continue;
    }
    const checked = checkFieldValue(fieldRule(field), value);
    if ('problem' in checked) throw fieldError(field, checked.problem);
    result[key] = checked.value;
  }
  return { type: providerCode, ...result };
}
