import { deviceServersEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Server-side management: the device servers and the actions sent to them. */
export async function deviceServersRoutes(app: FastifyInstance): Promise<void> {
  const { deviceServers } = app.services;

  defineRoute(app, deviceServersEndpoints.getAdminServerServerList, {
    handler: () => deviceServers.list(),
  });

  defineRoute(app, deviceServersEndpoints.postAdminServerEmitAction, {
    handler: ({ body }) => deviceServers.emitAction(body),
  });
}
