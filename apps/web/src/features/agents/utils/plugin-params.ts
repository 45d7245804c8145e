import { checkFieldValue, fieldRule, type FieldProblem, type FieldRule, type ModelProvider, type ProviderField } from '@vox/contracts';

/** A field as a provider declares it; some declare `required`, which the shared schema does not name. */
export type PluginField = ProviderField & { required?: boolean };

/** One entry of the dialog's list: a plugin with its fields, or one of the user's knowledge bases. */
export interface PluginOption {
  id: string;
  name: string;
  knowledge: boolean;
  fields: PluginField[];
}

const KNOWLEDGE_PREFIX = /^\[知识库\]\s*/;

/** `fields` travels as a JSON string; a broken one gives a plugin without parameters rather than a broken dialog. */
export function parsePluginFields(raw: string | null | undefined): PluginField[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is PluginField => typeof item === 'object' && item !== null && typeof (item as PluginField).key === 'string' && typeof (item as PluginField).type === 'string');
  } catch {
    return [];
  }
}

/** The server's list as dialog entries: knowledge bases (modelType Rag) lose the "[知识库]" prefix and are marked instead. */
export function toPluginOptions(providers: readonly ModelProvider[]): PluginOption[] {
  return providers.map((provider) => {
    const knowledge = provider.modelType.toLowerCase() === 'rag';
    return {
      id: provider.id,
      name: knowledge ? provider.name.replace(KNOWLEDGE_PREFIX, '') : provider.name,
      knowledge,
      fields: knowledge ? [] : parsePluginFields(provider.fields),
    };
  });
}

const isBlank = (value: unknown) => value === '' || value === undefined || value === null;
const toText = (value: unknown) => (isBlank(value) ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const isJsonKind = (rule: FieldRule) => rule.kind === 'object' || rule.kind === 'array';

/** One form value per field, from the saved parameters, else the field's default; numbers are edited as text. */
export function paramFormValues(fields: readonly PluginField[], params: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const rule = fieldRule(field);
    const value = params && field.key in params ? params[field.key] : field.default;
    if (rule.kind === 'boolean') values[field.key] = value === true || value === 'true' || value === 1;
    else if (isJsonKind(rule)) values[field.key] = typeof value === 'string' ? value : isBlank(value) ? '' : JSON.stringify(value, null, 2);
    else values[field.key] = toText(value);
  }
  return values;
}

export type ParamProblem = FieldProblem | { reason: 'required' };

/** What is wrong with a parameter, by the shared field rules plus `required`; null when it is fine. */
export function paramProblem(field: PluginField, value: unknown): ParamProblem | null {
  const rule = fieldRule(field);
  if (rule.kind === 'boolean') return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (field.required && isBlank(text)) return { reason: 'required' };
  const checked = checkFieldValue(rule, text);
  return 'problem' in checked ? checked.problem : null;
}

/** The parameters to save: numbers as numbers, JSON parsed, switches as booleans, text as typed. */
export function toParams(fields: readonly PluginField[], values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const rule = fieldRule(field);
    const value = values[field.key];
    if (rule.kind === 'boolean') {
      params[field.key] = Boolean(value);
      continue;
    }
    const text = toText(value);
    const checked = checkFieldValue(rule, rule.kind === 'text' || rule.kind === 'secret' ? text : text.trim());
    params[field.key] = 'problem' in checked ? text : checked.value;
  }
  return params;
}
