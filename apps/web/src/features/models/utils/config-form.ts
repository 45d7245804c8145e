import { checkFieldValue, fieldRule, type FieldProblem, type FieldRule, type ProviderField } from '@vox/contracts';

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

export const isJsonKind = (rule: FieldRule) => rule.kind === 'object' || rule.kind === 'array';

const toText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

const isBlank = (value: unknown) => value === '' || value === undefined || value === null;

/** Numbers are edited as text, so whatever is typed stays in the box until it is fixed (nothing silently dropped). */
function formValue(rule: FieldRule, value: unknown): unknown {
  if (rule.kind === 'boolean') return value === true || value === 'true' || value === 1;
  if (isJsonKind(rule)) return typeof value === 'string' ? value : isBlank(value) ? '' : JSON.stringify(value, null, 2);
  return toText(value);
}

/** One form value per field, from the saved config (edit) or the field's default (add). */
export function toFormValues(fields: readonly ProviderField[], config: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    values[field.key] = formValue(fieldRule(field), config && field.key in config ? config[field.key] : field.default);
  }
  return values;
}

/** What is wrong with a form value, by the rule the server applies too; null when it is fine. */
export function fieldProblem(field: ProviderField, value: unknown): FieldProblem | null {
  const rule = fieldRule(field);
  if (rule.kind === 'boolean') return null;
  const checked = checkFieldValue(rule, typeof value === 'string' ? value.trim() : value);
  return 'problem' in checked ? checked.problem : null;
}

/**
 * The configJson to send: every field in its type (numbers as numbers, JSON parsed) plus `type` = provider code.
 * A masked secret is sent back unchanged, which tells the server to keep the stored one.
 */
export function toConfigJson(fields: readonly ProviderField[], values: Record<string, unknown>, providerCode: string): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const rule = fieldRule(field);
    const value = values[field.key];
    if (rule.kind === 'boolean') {
      config[field.key] = Boolean(value);
      continue;
    }
    const text = toText(value);
    const checked = checkFieldValue(rule, rule.kind === 'secret' || rule.kind === 'text' ? text : text.trim());
    // A value the form let through unchecked goes as typed, and the server names the field.
    config[field.key] = 'problem' in checked ? text : checked.value;
  }
  config.type = providerCode;
  return config;
}
