import { ErrorCode, providerField, type ProviderField } from '@vox/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { validationReason, type ValidationReason } from '../../lib/validation-reason.ts';

type Json = Record<string, unknown>;

const fail = (key: string, reason: ValidationReason) => new AppError(ErrorCode.BAD_REQUEST, [`configJson.${key}`, validationReason(reason)]);

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

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonOf(value: unknown, key: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw fail(key, 'format');
  }
}

function toNumber(key: string, value: unknown, integer: boolean): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) throw fail(key, 'type');
  return number;
}

function toBoolean(key: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw fail(key, 'type');
}

function toDict(key: string, value: unknown): Json {
  const parsed = jsonOf(value, key);
  if (!isPlainObject(parsed)) throw fail(key, 'type');
  return parsed;
}

function toArray(key: string, value: unknown): unknown[] {
  const parsed = jsonOf(value, key);
  if (!Array.isArray(parsed)) throw fail(key, 'type');
  return parsed;
}

/** string/password: scalars; seeds keep a few lists in string fields (upstream.md §8), so only objects are refused. */
function toText(key: string, value: unknown): unknown {
  if (isPlainObject(value)) throw fail(key, 'type');
  return value;
}

const COERCERS: Record<string, (key: string, value: unknown) => unknown> = {
  number: (key, value) => toNumber(key, value, false),
  float: (key, value) => toNumber(key, value, false),
  integer: (key, value) => toNumber(key, value, true),
  int: (key, value) => toNumber(key, value, true),
  boolean: toBoolean,
  dict: toDict,
  array: toArray,
};

/** One value against its field type; returns the value to store (numbers as numbers, etc.). */
function coerce(field: ProviderField, value: unknown): unknown {
  if (value === null || value === '') return value;
  return (COERCERS[field.type] ?? toText)(field.key, value);
}

/**
 * Checks a config against the provider's fields: unknown keys are refused (400 naming the key)
 * unless the stored config already had them, and values take their field's type. `type` is
 * always the provider code.
 */
export function validateConfig(fields: readonly ProviderField[], config: Json, providerCode: string, storedKeys: ReadonlySet<string> = new Set()): Json {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const result: Json = {};
  for (const [key, value] of Object.entries(config)) {
    if (key === 'type') continue;
    const field = byKey.get(key);
    if (!field) {
      if (!storedKeys.has(key)) throw fail(key, 'notAllowed');
      result[key] = value;
      continue;
    }
    result[key] = coerce(field, value);
  }
  return { type: providerCode, ...result };
}
