import { z } from 'zod';

/** `GET /v1/agents/{id}/mcps?include_unselected=true|false` (default false). */
export const agentMcpsQuery = z.object({
  include_unselected: z
    .union([z.boolean(), z.string()])
    .default(false)
    .transform((value) => value === true || value === 'true' || value === '1'),
});
export type AgentMcpsQuery = z.input<typeof agentMcpsQuery>;

/** `mcp_id` is the instance id. */
export const agentMcpItem = z.object({
  mcp_id: z.string(),
  name: z.string(),
  desc: z.string(),
  logo_url: z.string(),
  is_private: z.boolean(),
  selected: z.boolean(),
});
export type AgentMcpItem = z.infer<typeof agentMcpItem>;

/** `unselecteds` is `[]` unless include_unselected. */
export const agentMcps = z.object({ selecteds: z.array(agentMcpItem), unselecteds: z.array(agentMcpItem) });
export type AgentMcps = z.infer<typeof agentMcps>;

/** `PUT /v1/agents/{id}/mcps`: full replacement of the bound set, only the caller's own MCPs. */
export const agentMcpsBody = z.object({
  mcp_ids: z.array(z.string().min(1).max(64)).max(100).transform((ids) => [...new Set(ids)]),
});
export type AgentMcpsBody = z.input<typeof agentMcpsBody>;

export const agentMcpsParam = z.object({ id: z.string().min(1).max(64) });
