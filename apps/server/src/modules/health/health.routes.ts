import { health } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    access: 'anon',
    tags: ['system'],
    summary: 'Whether the console and each dependency it needs are up',
    response: health,
    handler: () => app.services.health(),
  });
}
