import { z } from 'zod';
import { MCP_PROXY_ROLES } from './mcp-limits.ts';

/**
 * `GET /v1/mcpproxy/token`: the caller's live token (30 days) or a fresh one.
 * `wss_endpoint` is `ws(s)://<host>/v1/mcpproxy/connect?token=xrobot_mcp_…`; add `&role=client` for the agent side.
 */
export const mcpProxyToken = z.object({
  token: z.string(),
  wss_endpoint: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type McpProxyToken = z.infer<typeof mcpProxyToken>;

export const mcpProxyConnectQuery = z.object({
  token: z.string().max(200).default(''),
  role: z.enum(MCP_PROXY_ROLES).default('server'),
});
