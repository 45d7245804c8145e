import { pubConfig } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function pubConfigRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/user/pub-config',
    access: 'anon',
    tags: ['user'],
    summary: 'Public configuration for the sign-in pages',
    response: pubConfig,
    handler: () => app.services.pubConfig(),
  });
}
