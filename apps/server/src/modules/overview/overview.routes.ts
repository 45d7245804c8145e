import { agentsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  const { overview } = app.services;

  defineRoute(app, agentsEndpoints.getAgentOverview, {
    handler: ({ session, timeZone }) => overview.overview(session.user.id, timeZone),
  });
}
