import { pubConfigEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function pubConfigRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, pubConfigEndpoints.getUserPubConfig, {
    handler: () => app.services.pubConfig(),
  });
}
