import { z } from 'zod';
import {
  MCP_CONTENT_MAX,
  MCP_DESC_MAX,
  MCP_KV_KEY_MAX,
  MCP_KV_MAX,
  MCP_KV_VALUE_MAX,
  MCP_NAME_MAX,
  MCP_SERVER_STATUSES,
  MCP_TAG_MAX,
  MCP_TAGS_MAX,
  MCP_URL_MAX,
} from './mcp-limits.ts';

export * from './mcp-limits.ts';

const keyValues = z
  .record(z.string().trim().min(1).max(MCP_KV_KEY_MAX), z.string().max(MCP_KV_VALUE_MAX))
  .refine((record) => Object.keys(record).length <= MCP_KV_MAX, `at most ${MCP_KV_MAX}`);
/** Absent or null means empty. */
export const mcpKeyValues = keyValues.nullish().transform((record) => record ?? {});

const urlText = z.string().trim().max(MCP_URL_MAX);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value ?? '');

/**
 * `config_schema` of a store entry. `types` may only hold `sse` (400 `invalid config type`
 * otherwise, checked by the server so the message matches). `params` are query parameters the subscriber fills
 * (value = placeholder); a `{key}` in `url` is replaced instead. `reset_header_default_value` names the headers
 * a subscriber must enter themselves.
 */
export const mcpConfigSchema = z.object({
  types: z.array(z.string().trim().min(1).max(20)).min(1).max(5),
  sse: z.object({
    type: z.union([z.literal(0), z.literal(1)]).default(0),
    url: urlText.default(''),
    shared_key: z.boolean().default(false),
    params: mcpKeyValues,
    header: mcpKeyValues,
    reset_header_default_value: z.array(z.string().trim().min(1).max(MCP_KV_KEY_MAX)).max(MCP_KV_MAX).default([]),
  }),
});
export type McpConfigSchema = z.output<typeof mcpConfigSchema>;

/** `config_schema` as answered (no input defaults or transforms); shared keys come back masked. */
export const mcpConfigSchemaView = z.object({
  types: z.array(z.string()),
  sse: z.object({
    type: z.union([z.literal(0), z.literal(1)]),
    url: z.string(),
    shared_key: z.boolean(),
    params: z.record(z.string(), z.string()),
    header: z.record(z.string(), z.string()),
    reset_header_default_value: z.array(z.string()),
  }),
});
export type McpConfigSchemaInput = z.input<typeof mcpConfigSchema>;

/**
 * `POST /v1/mcp-store/servers`, `POST /v1/mcp-store/public/servers`, and the PUTs of both.
 * `content` is rich HTML; the server keeps only an allowlist of tags and attributes.
 * On the /public routes `is_private` may be left out (it is false there).
 */
export const mcpServerBody = z.object({
  name: z.string().trim().min(1).max(MCP_NAME_MAX),
  is_private: z.boolean().optional(),
  logo_url: optionalText(MCP_URL_MAX),
  document_url: optionalText(MCP_URL_MAX),
  tags: z.array(z.string().trim().min(1).max(MCP_TAG_MAX)).max(MCP_TAGS_MAX).nullish().transform((tags) => [...new Set(tags ?? [])]),
  desc: optionalText(MCP_DESC_MAX),
  content: z.string().max(MCP_CONTENT_MAX * 2).nullish().transform((value) => value ?? ''),
  config_schema: mcpConfigSchema,
});
export type McpServerBody = z.input<typeof mcpServerBody>;

/** A store entry plus whether the caller may edit it and how many subscribe to it. */
export const mcpServer = z.object({
  id: z.string(),
  is_private: z.boolean(),
  status: z.enum(MCP_SERVER_STATUSES),
  name: z.string(),
  logo_url: z.string(),
  document_url: z.string(),
  tags: z.array(z.string()),
  desc: z.string(),
  content: z.string(),
  config_schema: mcpConfigSchemaView,
  /** true when the caller may PUT/DELETE it (own private server, or any public one for a super-admin). */
  editable: z.boolean(),
  /** Number of subscriptions (MCP instances) made from it; a server with any cannot be deleted (613). */
  subscriptions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type McpServer = z.infer<typeof mcpServer>;

export const mcpServerList = z.object({ servers: z.array(mcpServer) });
export type McpServerList = z.infer<typeof mcpServerList>;

/** `GET /v1/mcp-store/public/servers` and `GET /v1/mcp-store/servers`: optional search and tag filter. */
export const mcpServersQuery = z.object({
  /** Case-insensitive match on name and desc. */
  keyword: z.string().trim().max(MCP_NAME_MAX).default(''),
  tag: z.string().trim().max(MCP_TAG_MAX).default(''),
});
export type McpServersQuery = z.input<typeof mcpServersQuery>;

export const mcpIdParam = z.object({ id: z.string().min(1).max(64) });
export const mcpEmpty = z.object({});
