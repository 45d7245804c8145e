import { healthEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, healthEndpoints.getHealth, {
    handler: () => app.services.health(),
  });
}
