import { mcpsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The caller's MCP instances, their tools and agent binding; all owner-scoped. */
export async function mcpsRoutes(app: FastifyInstance): Promise<void> {
  const { mcps, mcpTools, agentMcps: binding } = app.services;

  defineRoute(app, mcpsEndpoints.getV1Mcps, {
    handler: async ({ session }) => ({ mcps: await mcps.list(session.user.id) }),
  });

  defineRoute(app, mcpsEndpoints.postV1Mcps, {
    handler: ({ body, session }) => mcps.create(session.user, body),
  });

  defineRoute(app, mcpsEndpoints.getV1McpsById, {
    handler: ({ params, session }) => mcps.get(session.user.id, params.id),
  });

  defineRoute(app, mcpsEndpoints.putV1Mcps, {
    handler: ({ params, body, session }) => mcps.update(session.user, params.id, body),
  });

  defineRoute(app, mcpsEndpoints.deleteV1Mcps, {
    handler: async ({ params, session }) => {
      await mcps.delete(session.user.id, params.id);
      return {};
    },
  });

  defineRoute(app, mcpsEndpoints.getV1McpsTools, {
    handler: ({ params, session }) => mcpTools.list(session.user.id, params.id),
  });

  defineRoute(app, mcpsEndpoints.postV1McpsToolcall, {
    handler: ({ params, body, session }) => mcpTools.call(session.user.id, params.id, body.name, body.arguments),
  });

  defineRoute(app, mcpsEndpoints.getV1AgentsMcps, {
    handler: ({ params, query, session }) => binding.get(session.user.id, params.id, query.include_unselected),
  });

  defineRoute(app, mcpsEndpoints.putV1AgentsMcps, {
    handler: async ({ params, body, session }) => {
      await binding.replace(session.user.id, params.id, body.mcp_ids);
      return {};
    },
  });
}
