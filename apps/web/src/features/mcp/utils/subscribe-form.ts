import type { McpConfigInput, McpConfigSchema, McpCreateBody, McpInstance, McpServer } from '@vox/contracts';
import { schemaFields, toSchemaValues, type JsonObjectSchema, type SchemaField } from './schema-fields.ts';

/** Param and header names the server treats as credentials (it masks their values in answers). */
const SECRET_NAME = /(key|token|secret|auth|password|passwd|credential|signature|cookie|sign)/i;

const stringSchema = (entries: [string, { description: string; secret: boolean }][], required: string[]): JsonObjectSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    entries.map(([key, { description, secret }]) => [key, { type: 'string', description, ...(secret ? { format: 'password' } : {}) }]),
  ),
  required,
});

/**
 * A store entry's config_schema as JSON Schemas the generated form renders: every query parameter is one the
 * subscriber fills (its value in the schema is the placeholder, shown as help) unless the platform provides the key
 * (sse.type 1 or shared_key); the headers named in reset_header_default_value are keys the subscriber must enter.
 * Other headers keep the server's values. Credential-like names are masked inputs.
 */
export function subscribeSchemas(schema: McpConfigSchema): { params: JsonObjectSchema; header: JsonObjectSchema } {
  const platformKeys = schema.sse.type === 1 || schema.sse.shared_key;
  const params = Object.entries(platformKeys ? {} : schema.sse.params).map(([key, placeholder]): [string, { description: string; secret: boolean }] => [key, { description: placeholder, secret: SECRET_NAME.test(key) }]);
  const headerKeys = schema.sse.reset_header_default_value;
  return {
    params: stringSchema(params, params.map(([key]) => key)),
    header: stringSchema(headerKeys.map((key) => [key, { description: '', secret: SECRET_NAME.test(key) }]), headerKeys),
  };
}

export interface SubscribeValues {
  name: string;
  desc: string;
  params?: Record<string, unknown>;
  header?: Record<string, unknown>;
}

export function subscribeFields(server: McpServer): { params: SchemaField[]; header: SchemaField[] } {
  const schemas = subscribeSchemas(server.config_schema);
  return { params: schemaFields(schemas.params), header: schemaFields(schemas.header) };
}

const asStrings = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** POST /v1/mcps: the server subscribed to, and an sse config with what the subscriber filled in. */
export function toSubscribeBody(server: McpServer, values: SubscribeValues): McpCreateBody {
  const fields = subscribeFields(server);
  const config: McpConfigInput = {
    type: 'sse',
    sse: {
      type: server.config_schema.sse.type,
      url: server.config_schema.sse.url,
      params: asStrings(toSchemaValues(fields.params, values.params ?? {})),
      header: asStrings(toSchemaValues(fields.header, values.header ?? {})),
    },
  };
  return { mcp_id: server.id, name: values.name.trim(), desc: values.desc.trim(), logo_url: server.logo_url, config };
}

/**
 * An existing MCP's editable config: its params and headers as string fields. Headers and key-like params are masked
 * inputs holding the server's mask; sent back untouched, the mask keeps the stored value.
 */
export function editFields(mcp: McpInstance): { params: SchemaField[]; header: SchemaField[] } {
  const toSchema = (record: Record<string, string>, secret: (key: string) => boolean) =>
    stringSchema(Object.keys(record).map((key) => [key, { description: '', secret: secret(key) }]), []);
  return {
    params: schemaFields(toSchema(mcp.config.sse.params, (key) => SECRET_NAME.test(key) || mcp.config.sse.params[key]?.includes('****') === true)),
    header: schemaFields(toSchema(mcp.config.sse.header, (key) => SECRET_NAME.test(key) || mcp.config.sse.header[key]?.includes('****') === true)),
  };
}

export interface EditValues extends SubscribeValues {
  url: string;
}

export const toEditValues = (mcp: McpInstance): EditValues => ({
  name: mcp.name,
  desc: mcp.desc,
  url: mcp.config.sse.url,
  params: { ...mcp.config.sse.params },
  header: { ...mcp.config.sse.header },
});

/** PUT /v1/mcps/{id}: every param and header goes back (masked ones unchanged), the URL only for a custom MCP. */
export function toUpdateBody(mcp: McpInstance, values: EditValues) {
  const keep = (record: Record<string, string>, edited: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.keys(record).map((key) => [key, String(edited?.[key] ?? '')]));
  return {
    name: values.name.trim(),
    desc: values.desc.trim(),
    logo_url: mcp.logo_url,
    config: {
      type: 'sse',
      sse: {
        type: mcp.config.sse.type,
        url: mcp.mcp_id ? mcp.config.sse.url : values.url.trim(),
        params: keep(mcp.config.sse.params, values.params),
        header: keep(mcp.config.sse.header, values.header),
      },
    },
  };
}
