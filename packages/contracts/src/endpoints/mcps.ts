import { endpoint } from '../http/endpoint.ts';
import { agentMcps, agentMcpsBody, agentMcpsParam, agentMcpsQuery } from '../mcp/agent-mcps.ts';
import { mcpEmpty, mcpIdParam } from '../mcp/mcp-store.ts';
import { mcpToolCallBody, mcpToolCallResult, mcpToolList } from '../mcp/mcp-tools.ts';
import { mcpCreateBody, mcpInstance, mcpInstanceList, mcpUpdateBody } from '../mcp/mcps.ts';

const tags: readonly string[] = ['v1 mcp'];

export const mcpsEndpoints = {
  getV1Mcps: endpoint({
    method: 'GET',
    path: '/v1/mcps',
    access: 'user',
    tags,
    summary: "The caller's MCPs, secrets masked",
    response: mcpInstanceList,
  }),
  postV1Mcps: endpoint({
    method: 'POST',
    path: '/v1/mcps',
    access: 'user',
    tags,
    summary: 'Subscribe to a store server (config checked against its config_schema) or add a custom MCP (mcp_id null)',
    body: mcpCreateBody,
    response: mcpInstance,
  }),
  getV1McpsById: endpoint({
    method: 'GET',
    path: '/v1/mcps/:id',
    access: 'user',
    tags,
    summary: 'One MCP of the caller (the instance id), secrets masked',
    params: mcpIdParam,
    response: mcpInstance,
  }),
  putV1Mcps: endpoint({
    method: 'PUT',
    path: '/v1/mcps/:id',
    access: 'user',
    tags,
    summary: 'Edit an MCP; a masked secret sent back keeps the stored one',
    body: mcpUpdateBody,
    params: mcpIdParam,
    response: mcpInstance,
  }),
  deleteV1Mcps: endpoint({
    method: 'DELETE',
    path: '/v1/mcps/:id',
    access: 'user',
    tags,
    summary: 'Delete an MCP; refused (613) while an agent uses it',
    params: mcpIdParam,
    response: mcpEmpty,
  }),
  getV1McpsTools: endpoint({
    method: 'GET',
    path: '/v1/mcps/:id/tools',
    access: 'user',
    tags,
    summary: "List the MCP server's tools over a live connection; code 502 `fetch tools failed` when it cannot",
    params: mcpIdParam,
    response: mcpToolList,
  }),
  postV1McpsToolcall: endpoint({
    method: 'POST',
    path: '/v1/mcps/:id/toolcall',
    access: 'user',
    tags,
    summary: 'Call one tool; the CallToolResult, cut to a size limit (truncated flag); code 502 `tool call failed`',
    body: mcpToolCallBody,
    params: mcpIdParam,
    response: mcpToolCallResult,
  }),
  getV1AgentsMcps: endpoint({
    method: 'GET',
    path: '/v1/agents/:id/mcps',
    access: 'user',
    tags,
    summary: "MCPs bound to the caller's agent (selecteds), and with include_unselected=true the rest (unselecteds)",
    query: agentMcpsQuery,
    params: agentMcpsParam,
    response: agentMcps,
  }),
  putV1AgentsMcps: endpoint({
    method: 'PUT',
    path: '/v1/agents/:id/mcps',
    access: 'user',
    tags,
    summary: "Replace the agent's bound MCPs with mcp_ids (the caller's own MCPs only)",
    body: agentMcpsBody,
    params: agentMcpsParam,
    response: mcpEmpty,
  }),
};
