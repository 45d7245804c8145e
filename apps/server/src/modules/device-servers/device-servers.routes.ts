import { serverActionBody } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Server-side management: the device servers and the actions sent to them (upstream.md §2.11). */
export async function deviceServersRoutes(app: FastifyInstance): Promise<void> {
  const { deviceServers } = app.services;
  const tags = ['admin-servers'];

  defineRoute(app, {
    method: 'GET', url: '/admin/server/server-list', access: 'admin', tags,
    summary: 'The WebSocket addresses of server.websocket',
    response: z.array(z.string()),
    handler: () => deviceServers.list(),
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/server/emit-action', access: 'admin', tags,
    summary: 'Send restart or update_config to one listed device server and wait for its answer',
    body: serverActionBody,
    response: z.literal(true),
    handler: ({ body }) => deviceServers.emitAction(body),
  });
}
