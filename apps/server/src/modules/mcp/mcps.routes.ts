import { agentMcps, agentMcpsBody, agentMcpsParam, agentMcpsQuery, mcpCreateBody, mcpEmpty, mcpIdParam, mcpInstance, mcpInstanceList, mcpToolCallBody, mcpToolCallResult, mcpToolList, mcpUpdateBody } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The caller's MCP instances, their tools and agent binding (v1-api.md §5.4-§5.6); all owner-scoped. */
export async function mcpsRoutes(app: FastifyInstance): Promise<void> {
  const { mcps, mcpTools, agentMcps: binding } = app.services;
  const tags = ['v1 mcp'];

  defineRoute(app, {
    method: 'GET', url: '/v1/mcps', access: 'user', tags,
    summary: "The caller's MCPs, secrets masked",
    response: mcpInstanceList,
    handler: async ({ session }) => ({ mcps: await mcps.list(session.user.id) }),
  });

  defineRoute(app, {
    method: 'POST', url: '/v1/mcps', access: 'user', tags,
    summary: 'Subscribe to a store server (config checked against its config_schema) or add a custom MCP (mcp_id null)',
    body: mcpCreateBody,
    response: mcpInstance,
    handler: ({ body, session }) => mcps.create(session.user, body),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/mcps/:id', access: 'user', tags,
    summary: 'One MCP of the caller (the instance id), secrets masked',
    params: mcpIdParam,
    response: mcpInstance,
    handler: ({ params, session }) => mcps.get(session.user.id, params.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/v1/mcps/:id', access: 'user', tags,
    summary: 'Edit an MCP; a masked secret sent back keeps the stored one',
    params: mcpIdParam,
    body: mcpUpdateBody,
    response: mcpInstance,
    handler: ({ params, body, session }) => mcps.update(session.user, params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE', url: '/v1/mcps/:id', access: 'user', tags,
    summary: 'Delete an MCP; refused (613) while an agent uses it',
    params: mcpIdParam,
    response: mcpEmpty,
    handler: async ({ params, session }) => {
      await mcps.delete(session.user.id, params.id);
      return {};
    },
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/mcps/:id/tools', access: 'user', tags,
    summary: "List the MCP server's tools over a live connection; code 502 `fetch tools failed` when it cannot",
    params: mcpIdParam,
    response: mcpToolList,
    handler: ({ params, session }) => mcpTools.list(session.user.id, params.id),
  });

  defineRoute(app, {
    method: 'POST', url: '/v1/mcps/:id/toolcall', access: 'user', tags,
    summary: 'Call one tool; the CallToolResult, cut to a size limit (truncated flag); code 502 `tool call failed`',
    params: mcpIdParam,
    body: mcpToolCallBody,
    response: mcpToolCallResult,
    handler: ({ params, body, session }) => mcpTools.call(session.user.id, params.id, body.name, body.arguments),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/agents/:id/mcps', access: 'user', tags,
    summary: "MCPs bound to the caller's agent (selecteds), and with include_unselected=true the rest (unselecteds)",
    params: agentMcpsParam,
    querystring: agentMcpsQuery,
    response: agentMcps,
    handler: ({ params, query, session }) => binding.get(session.user.id, params.id, query.include_unselected),
  });

  defineRoute(app, {
    method: 'PUT', url: '/v1/agents/:id/mcps', access: 'user', tags,
    summary: "Replace the agent's bound MCPs with mcp_ids (the caller's own MCPs only)",
    params: agentMcpsParam,
    body: agentMcpsBody,
    response: mcpEmpty,
    handler: async ({ params, body, session }) => {
      await binding.replace(session.user.id, params.id, body.mcp_ids);
      return {};
    },
  });
}
