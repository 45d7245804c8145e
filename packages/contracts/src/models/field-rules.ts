import type { ProviderField } from './models.ts';

/** What a provider field holds, from its declared type; the console and the server check values the same way. */
export type FieldKind = 'text' | 'secret' | 'url' | 'number' | 'integer' | 'boolean' | 'enum' | 'object' | 'array';

export interface FieldRule {
  kind: FieldKind;
  min?: number;
  max?: number;
  /** The allowed values of an `enum` field. */
  options?: readonly string[];
}

/** Text, URLs and secrets are stored in a JSON column; longer than this is a paste gone wrong. */
export const FIELD_TEXT_MAX = 2000;

/**
 * Ranges of the sampling and audio settings providers share; seeded providers declare only "number", so the
 * well-known keys carry their limits here (the same as the /v1 private LLM config).
 */
export const KNOWN_FIELD_RANGES: Readonly<Record<string, FieldRule>> = {
  temperature: { kind: 'number', min: 0, max: 2 },
  top_p: { kind: 'number', min: 0, max: 1 },
  top_k: { kind: 'integer', min: 0, max: 1000 },
  max_tokens: { kind: 'integer', min: 1, max: 1_000_000 },
  max_new_tokens: { kind: 'integer', min: 1, max: 1_000_000 },
  frequency_penalty: { kind: 'number', min: -2, max: 2 },
  presence_penalty: { kind: 'number', min: -2, max: 2 },
  repetition_penalty: { kind: 'number', min: 0, max: 10 },
  threshold: { kind: 'number', min: 0, max: 1 },
  port: { kind: 'integer', min: 1, max: 65_535 },
  channels: { kind: 'integer', min: 1, max: 8 },
  sample_rate: { kind: 'integer', min: 8000, max: 192_000 },
  max_results: { kind: 'integer', min: 1, max: 100 },
  min_silence_duration_ms: { kind: 'integer', min: 0, max: 60_000 },
  max_sentence_silence: { kind: 'integer', min: 0, max: 60_000 },
  end_window_size: { kind: 'integer', min: 0, max: 60_000 },
  batch_size: { kind: 'integer', min: 1, max: 10_000 },
  seed: { kind: 'integer' },
};

const KIND_OF_TYPE: Readonly<Record<string, FieldKind>> = {
  string: 'text',
  text: 'text',
  password: 'secret',
  secret: 'secret',
  url: 'url',
  number: 'number',
  float: 'number',
  integer: 'integer',
  int: 'integer',
  boolean: 'boolean',
  bool: 'boolean',
  enum: 'enum',
  dict: 'object',
  json: 'object',
  array: 'array',
};

/** Keys the server masks in answers and keeps when the mask comes back. */
export const SECRET_FIELD_KEYS: ReadonlySet<string> = new Set(['api_key', 'personal_access_token', 'access_token', 'token', 'secret', 'access_key_secret', 'secret_key', 'api_secret', 'llm_api_key', 'embedding_api_key']);

/** Text fields named like an address (`url`, `base_url`, `ws_url`, `*_rss_url`) hold one. */
const URL_KEY = /(^|_)url$/;

/** The rule a field's value must follow: its declared type, its own limits, else the well-known limits of its key. */
export function fieldRule(field: ProviderField): FieldRule {
  const declared = KIND_OF_TYPE[field.type.toLowerCase()] ?? 'text';
  const own: FieldRule = { kind: declared, min: field.min, max: field.max, options: field.options };
  if (declared === 'text' && SECRET_FIELD_KEYS.has(field.key)) return { ...own, kind: 'secret' };
  if (declared === 'text' && URL_KEY.test(field.key)) return { ...own, kind: 'url' };
  const known = KNOWN_FIELD_RANGES[field.key];
  if ((declared === 'number' || declared === 'integer') && known) {
    return { kind: declared === 'integer' ? 'integer' : known.kind, min: own.min ?? known.min, max: own.max ?? known.max };
  }
  return own;
}

export type FieldProblem =
  | { reason: 'number' | 'integer' | 'boolean' | 'url' | 'object' | 'array' | 'json' }
  | { reason: 'range'; min?: number; max?: number }
  | { reason: 'option'; options: readonly string[] }
  | { reason: 'tooLong'; max: number };

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function asNumber(rule: FieldRule, value: unknown): { value: number } | { problem: FieldProblem } {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return { problem: { reason: rule.kind === 'integer' ? 'integer' : 'number' } };
  if (rule.kind === 'integer' && !Number.isInteger(number)) return { problem: { reason: 'integer' } };
  if ((rule.min !== undefined && number < rule.min) || (rule.max !== undefined && number > rule.max)) {
    return { problem: { reason: 'range', min: rule.min, max: rule.max } };
  }
  return { value: number };
}

function asJson(rule: FieldRule, value: unknown): { value: unknown } | { problem: FieldProblem } {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problem: { reason: 'json' } };
    }
  }
  if (rule.kind === 'object' ? !isObject(parsed) : !Array.isArray(parsed)) return { problem: { reason: rule.kind === 'object' ? 'object' : 'array' } };
  return { value: parsed };
}

/** An address a device server can call: http(s) or ws(s) with a host, and no spaces. */
export function isServiceUrl(text: string): boolean {
  return /^(https?|wss?):\/\/(\[[0-9a-f:.]+\]|[^\s/?#:@[\]]+)(:\d{1,5})?([/?#]\S*)?$/i.test(text.trim());
}

function asText(rule: FieldRule, value: unknown): { value: unknown } | { problem: FieldProblem } {
  // Seeds keep a few lists in text fields (as upstream's), so arrays pass as they are; objects do not.
  if (isObject(value)) return { problem: { reason: 'json' } };
  const text = typeof value === 'string' ? value : Array.isArray(value) ? JSON.stringify(value) : String(value);
  if (text.length > FIELD_TEXT_MAX) return { problem: { reason: 'tooLong', max: FIELD_TEXT_MAX } };
  if (rule.kind === 'url' && !isServiceUrl(text)) return { problem: { reason: 'url' } };
  if (rule.kind === 'enum' && rule.options && !rule.options.includes(text)) return { problem: { reason: 'option', options: rule.options } };
  return { value };
}

/**
 * A typed value against its field's rule: the value to store (numbers as numbers, JSON parsed), or what is wrong.
 * Empty (`""` or null) always passes: it means the provider's own default.
 */
export function checkFieldValue(rule: FieldRule, value: unknown): { value: unknown } | { problem: FieldProblem } {
  if (value === null || value === undefined || value === '') return { value };
  switch (rule.kind) {
    case 'number':
    case 'integer':
      return asNumber(rule, value);
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      return value === 'true' || value === 'false' ? { value: value === 'true' } : { problem: { reason: 'boolean' } };
    case 'object':
    case 'array':
      return asJson(rule, value);
    default:
      return asText(rule, value);
  }
}
