import { ErrorCode, MCP_CONFIG_TYPES, mcpErrorMessages, type McpConfig, type McpConfigNormalized, type McpConfigSchema } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { dropMasked, maskKeyValues, maskUrl, mergeKeyValues, mergeUrl, type KeyValues } from './mcp-secrets.ts';

/** What `user_mcps.config_json` holds: secrets in clear, the URL as configured (params not yet applied). */
export interface StoredMcpConfig {
  type: 'sse';
  name: string;
  sse: { type: 0 | 1; url: string; params: KeyValues; header: KeyValues };
}

const badField = (field: string, reason: 'required' | 'format') => new AppError(ErrorCode.BAD_REQUEST, [field, validationReason(reason)]);
const unsupportedType = () => new AppError(ErrorCode.BAD_REQUEST, [], mcpErrorMessages.unsupportedConfigType);

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

function strings(value: unknown): KeyValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function parseStoredConfig(json: string): StoredMcpConfig {
  const raw = parseJsonObject(json);
  const sse = parseJsonObject(JSON.stringify(raw.sse ?? {}));
  return {
    type: 'sse',
    name: typeof raw.name === 'string' ? raw.name : '',
    sse: {
      type: sse.type === 1 ? 1 : 0,
      url: typeof sse.url === 'string' ? sse.url : '',
      params: strings(sse.params),
      header: strings(sse.header),
    },
  };
}

/** The answered config: both documented forms, secrets masked. */
export function presentConfig(stored: StoredMcpConfig): McpConfig {
  const sse = { type: stored.sse.type, url: maskUrl(stored.sse.url), params: maskKeyValues(stored.sse.params), header: maskKeyValues(stored.sse.header) };
  return { type: 'sse', name: stored.name, url: sse.url, params: sse.params, header: sse.header, sse };
}

function checkType(config: McpConfigNormalized, allowed: readonly string[]): void {
  if (!(MCP_CONFIG_TYPES as readonly string[]).includes(config.type) || !allowed.includes(config.type)) throw unsupportedType();
}

/**
 * A subscription's config from the store entry's `config_schema`: the entry fixes the URL and the transport
 * type; each schema param must be filled (unless the platform provides the key: `sse.type` 1 or `shared_key`),
 * each `reset_header_default_value` header must be entered, other schema headers keep their defaults unless
 * overridden. Names outside the schema are dropped.
 */
export function subscriptionConfig(schema: McpConfigSchema, submitted: McpConfigNormalized, stored: StoredMcpConfig | null): StoredMcpConfig {
  checkType(submitted, schema.types);
  const sse = submitted.sse;
  const params = stored ? mergeKeyValues(stored.sse.params, sse.params) : dropMasked(sse.params);
  const header = stored ? mergeKeyValues(stored.sse.header, sse.header) : dropMasked(sse.header);
  const url = schema.sse.url !== '' ? schema.sse.url : mergeUrl(stored?.sse.url ?? '', sse.url);
  if (!isHttpUrl(url)) throw badField('config.sse.url', url === '' ? 'required' : 'format');
  return { type: 'sse', name: submitted.name, sse: { type: schema.sse.type, url, params: filledParams(schema, params), header: filledHeader(schema, header) } };
}

const providedByPlatform = (schema: McpConfigSchema) => schema.sse.type === 1 || schema.sse.shared_key;

function filledParams(schema: McpConfigSchema, params: KeyValues): KeyValues {
  const filled: KeyValues = {};
  for (const [name, placeholder] of Object.entries(schema.sse.params)) {
    const value = providedByPlatform(schema) ? placeholder : (params[name] ?? '').trim();
    if (value === '') throw badField(`config.sse.params.${name}`, 'required');
    filled[name] = value;
  }
  return filled;
}

function filledHeader(schema: McpConfigSchema, header: KeyValues): KeyValues {
  const filled: KeyValues = {};
  for (const [name, fallback] of Object.entries(schema.sse.header)) {
    const value = (header[name] ?? '').trim();
    filled[name] = value === '' ? fallback : value;
  }
  for (const name of schema.sse.reset_header_default_value) {
    const value = (header[name] ?? '').trim();
    if (value === '' || (value === schema.sse.header[name] && !providedByPlatform(schema))) throw badField(`config.sse.header.${name}`, 'required');
    filled[name] = value;
  }
  return filled;
}

/** A custom MCP (no store entry): the user's own URL, params and headers. */
export function customConfig(submitted: McpConfigNormalized, stored: StoredMcpConfig | null): StoredMcpConfig {
  checkType(submitted, MCP_CONFIG_TYPES);
  const sse = submitted.sse;
  const url = stored ? mergeUrl(stored.sse.url, sse.url) : sse.url;
  if (!isHttpUrl(url)) throw badField('config.sse.url', url === '' ? 'required' : 'format');
  return {
    type: 'sse',
    name: submitted.name,
    sse: {
      type: sse.type ?? 0,
      url,
      params: stored ? mergeKeyValues(stored.sse.params, sse.params) : dropMasked(sse.params),
      header: stored ? mergeKeyValues(stored.sse.header, sse.header) : dropMasked(sse.header),
    },
  };
}

/** Where to connect: params fill `{name}` placeholders in the URL, the rest become query parameters. */
export function connectionOf(stored: StoredMcpConfig): { url: string; headers: KeyValues } {
  let url = stored.sse.url;
  const query: KeyValues = {};
  for (const [name, value] of Object.entries(stored.sse.params)) {
    const placeholder = `{${name}}`;
    if (url.includes(placeholder)) url = url.replaceAll(placeholder, encodeURIComponent(value));
    else query[name] = value;
  }
  try {
    const parsed = new URL(url);
    for (const [name, value] of Object.entries(query)) parsed.searchParams.set(name, value);
    url = parsed.toString();
  } catch {
    // An unparsable URL is reported by the URL guard before any connection.
  }
  return { url, headers: { ...stored.sse.header } };
}
