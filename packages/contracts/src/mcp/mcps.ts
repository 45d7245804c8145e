import { z } from 'zod';
import { MCP_DESC_MAX, MCP_NAME_MAX, MCP_URL_MAX } from './mcp-limits.ts';
import { mcpKeyValues } from './mcp-store.ts';

const sseType = z.union([z.literal(0), z.literal(1)]);
const url = z.string().trim().max(MCP_URL_MAX);

/**
 * An instance's `config` in either documented form, read as one:
 * Lingxi's `{type:"sse", sse:{type, url, params, header}}` or the console's `{name, type:"sse", url, params, header}`.
 * `type` is any string here so the server can answer 400 `unsupported config type` itself.
 * Secrets sent back masked (as GET returns them) keep the stored values.
 */
export const mcpConfigInput = z
  .object({
    type: z.string().trim().max(20).default('sse'),
    name: z.string().trim().max(MCP_NAME_MAX).optional(),
    url: url.optional(),
    params: mcpKeyValues,
    header: mcpKeyValues,
    sse: z.object({ type: sseType.optional(), url: url.optional(), params: mcpKeyValues, header: mcpKeyValues }).optional(),
  })
  .transform((config) => ({
    type: config.type,
    name: config.name ?? '',
    sse: {
      type: config.sse?.type,
      url: config.sse?.url ?? config.url ?? '',
      params: { ...config.params, ...config.sse?.params },
      header: { ...config.header, ...config.sse?.header },
    },
  }));
export type McpConfigInput = z.input<typeof mcpConfigInput>;
export type McpConfigNormalized = z.output<typeof mcpConfigInput>;

/**
 * `POST /v1/mcps`. `mcp_id` is the store server subscribed to; null/absent makes a custom MCP with its own URL.
 * The name is unique per user (614 `existing mcp`).
 */
export const mcpCreateBody = z.object({
  mcp_id: z.string().trim().max(64).nullish().transform((value) => value || null),
  name: z.string().trim().min(1).max(MCP_NAME_MAX),
  desc: z.string().trim().max(MCP_DESC_MAX).nullish().transform((value) => value ?? ''),
  logo_url: z.string().trim().max(MCP_URL_MAX).nullish().transform((value) => value ?? ''),
  config: mcpConfigInput,
});
export type McpCreateBody = z.input<typeof mcpCreateBody>;

/** `PUT /v1/mcps/{id}` (e.g. rotate a key); the store server link cannot change. */
export const mcpUpdateBody = mcpCreateBody.omit({ mcp_id: true });
export type McpUpdateBody = z.input<typeof mcpUpdateBody>;

/** Config as answered: both forms in one object, secret values masked (`abcd****wxyz` or `****`). */
export const mcpConfig = z.object({
  type: z.literal('sse'),
  name: z.string(),
  url: z.string(),
  params: z.record(z.string(), z.string()),
  header: z.record(z.string(), z.string()),
  sse: z.object({
    type: sseType,
    url: z.string(),
    params: z.record(z.string(), z.string()),
    header: z.record(z.string(), z.string()),
  }),
});
export type McpConfig = z.infer<typeof mcpConfig>;

/** An MCP instance. `id` is the instance id, `mcp_id` the store server (null: custom). */
export const mcpInstance = z.object({
  id: z.string(),
  mcp_id: z.string().nullable(),
  name: z.string(),
  desc: z.string(),
  logo_url: z.string(),
  /** false only for subscriptions to a public store server. */
  is_private: z.boolean(),
  config: mcpConfig,
  /** The store server's name, or null for a custom MCP (or a server since removed by its owner). */
  server_name: z.string().nullable(),
  /** Agents bound to it; deleting is refused (613) while this is above 0. */
  agent_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type McpInstance = z.infer<typeof mcpInstance>;

export const mcpInstanceList = z.object({ mcps: z.array(mcpInstance) });
export type McpInstanceList = z.infer<typeof mcpInstanceList>;
