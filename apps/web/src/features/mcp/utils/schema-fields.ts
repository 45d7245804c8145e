/** The part of JSON Schema the generated forms understand; anything else about a property is ignored. */
export interface JsonSchemaProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  writeOnly?: boolean;
  minimum?: number;
  maximum?: number;
}

export interface JsonObjectSchema {
  type?: string;
  properties?: Record<string, JsonSchemaProperty>;
  required?: string[];
}

export type FieldKind = 'string' | 'secret' | 'number' | 'integer' | 'boolean' | 'enum' | 'json';

export interface SchemaField {
  key: string;
  kind: FieldKind;
  label: string;
  description: string;
  required: boolean;
  options: unknown[];
  initial: unknown;
  minimum?: number;
  maximum?: number;
}

const SECRET_FORMATS = new Set(['password', 'secret']);

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The first non-null type of a property ("type": ["string", "null"] is common in tool schemas). */
const primaryType = (type: JsonSchemaProperty['type']) => (Array.isArray(type) ? type.find((item) => item !== 'null') : type) ?? 'string';

function kindOf(property: JsonSchemaProperty): FieldKind {
  if (Array.isArray(property.enum) && property.enum.length > 0) return 'enum';
  const type = primaryType(property.type);
  if (type === 'string') return SECRET_FORMATS.has(property.format ?? '') || property.writeOnly === true ? 'secret' : 'string';
  if (type === 'number' || type === 'integer' || type === 'boolean') return type;
  if (type === 'object' || type === 'array') return 'json';
  return 'string';
}

function initialOf(kind: FieldKind, property: JsonSchemaProperty): unknown {
  const value = property.default;
  if (kind === 'boolean') return value === true;
  if (kind === 'json') return value === undefined ? '' : JSON.stringify(value, null, 2);
  if (kind === 'number' || kind === 'integer') return typeof value === 'number' ? value : null;
  if (kind === 'enum') return value ?? undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * A label for a property without a title, read from its key: `reset_header_default_value` → "Reset header default
 * value", `baseURL` → "Base URL", `API_TOKEN` → "Api token". The key itself stays in the field's tooltip.
 */
export function readableKey(key: string): string {
  const shouting = key === key.toUpperCase();
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (shouting || word !== word.toUpperCase() ? word.toLowerCase() : word));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
}

/** The inputs a JSON Schema object asks for, in its property order; a schema without properties asks for none. */
export function schemaFields(schema: unknown): SchemaField[] {
  const root = asObject(schema);
  const properties = asObject(root?.properties);
  if (!root || !properties) return [];
  const required = new Set(Array.isArray(root.required) ? root.required.filter((key): key is string => typeof key === 'string') : []);
  return Object.entries(properties).map(([key, raw]) => {
    const property = (asObject(raw) ?? {}) as JsonSchemaProperty;
    const kind = kindOf(property);
    return {
      key,
      kind,
      label: typeof property.title === 'string' && property.title.trim() ? property.title : readableKey(key),
      description: typeof property.description === 'string' ? property.description : '',
      required: required.has(key),
      options: kind === 'enum' ? (property.enum ?? []) : [],
      initial: initialOf(kind, property),
      minimum: property.minimum,
      maximum: property.maximum,
    };
  });
}

/** Starting values: the saved ones where there are any, else each property's default. */
export function initialValues(fields: readonly SchemaField[], saved?: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      if (!saved || !(field.key in saved)) return [field.key, field.initial];
      const value = saved[field.key];
      return [field.key, field.kind === 'json' && typeof value !== 'string' ? JSON.stringify(value, null, 2) : value];
    }),
  );
}

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The object to send: each filled field in its schema type. Empty optional fields are left out so the tool or server
 * uses its own default; booleans are always sent.
 */
export function toSchemaValues(fields: readonly SchemaField[], values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'boolean') {
      result[field.key] = value === true;
      continue;
    }
    if (isBlank(value)) continue;
    if (field.kind === 'number' || field.kind === 'integer') result[field.key] = Number(value);
    else if (field.kind === 'json') {
      const parsed = parseJsonText(String(value));
      result[field.key] = parsed.ok ? parsed.value : value;
    } else result[field.key] = value;
  }
  return result;
}
