import { agentMcpAccessEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The agent MCP access point. */
export async function agentMcpAccessRoutes(app: FastifyInstance): Promise<void> {
  const { agentMcpAccess } = app.services;

  defineRoute(app, agentMcpAccessEndpoints.getAgentMcpAddress, {
    handler: ({ params, session }) => agentMcpAccess.address(session.user.id, params.agentId),
  });

  defineRoute(app, agentMcpAccessEndpoints.getAgentMcpTools, {
    handler: ({ params, session }) => agentMcpAccess.tools(session.user.id, params.agentId),
  });
}
