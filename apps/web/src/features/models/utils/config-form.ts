import type { ProviderField } from '@vox/contracts';

export type FieldKind = 'string' | 'number' | 'boolean' | 'json' | 'secret';

/** Keys the server masks in answers and keeps when the mask comes back (upstream.md §8). */
const SENSITIVE_KEYS = new Set(['api_key', 'personal_access_token', 'access_token', 'token', 'secret', 'access_key_secret', 'secret_key', 'api_secret']);

/** `fields` travels as a JSON string; a broken one renders no inputs rather than breaking the drawer. */
export function parseFields(raw: string | null | undefined): ProviderField[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is ProviderField => typeof item === 'object' && item !== null && typeof (item as ProviderField).key === 'string');
  } catch {
    return [];
  }
}

export function fieldKind(field: ProviderField): FieldKind {
  const type = field.type.toLowerCase();
  if (type === 'password' || type === 'secret' || SENSITIVE_KEYS.has(field.key)) return 'secret';
  if (['number', 'integer', 'int', 'float'].includes(type)) return 'number';
  if (type === 'boolean' || type === 'bool') return 'boolean';
  if (type === 'dict' || type === 'array' || type === 'json') return 'json';
  return 'string';
}

const toText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

const isBlank = (value: unknown) => value === '' || value === undefined || value === null;

function formValue(kind: FieldKind, value: unknown): unknown {
  if (kind === 'boolean') return value === true || value === 'true' || value === 1;
  if (kind === 'number') return isBlank(value) || Number.isNaN(Number(value)) ? null : Number(value);
  if (kind === 'json') return typeof value === 'string' ? value : isBlank(value) ? '' : JSON.stringify(value, null, 2);
  return toText(value);
}

/** One form value per field, from the saved config (edit) or the field's default (add). */
export function toFormValues(fields: readonly ProviderField[], config: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    values[field.key] = formValue(fieldKind(field), config && field.key in config ? config[field.key] : field.default);
  }
  return values;
}

/** A JSON field's text as the value to store: parsed when it is JSON, kept as text otherwise (e.g. "a,b;c,d"). */
function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}

/**
 * The configJson to send: every field in its type plus `type` = provider code. A masked secret is sent back unchanged,
 * which tells the server to keep the stored one.
 */
export function toConfigJson(fields: readonly ProviderField[], values: Record<string, unknown>, providerCode: string): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    const kind = fieldKind(field);
    if (kind === 'boolean') config[field.key] = Boolean(value);
    else if (kind === 'number') config[field.key] = value === null || value === undefined || value === '' ? '' : Number(value);
    else if (kind === 'json') config[field.key] = parseJsonText(toText(value));
    else config[field.key] = toText(value);
  }
  config.type = providerCode;
  return config;
}

export const isValidJsonOrText = (field: ProviderField, text: unknown) => {
  if (field.type.toLowerCase() !== 'dict' || typeof text !== 'string' || text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
};
