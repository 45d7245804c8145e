import { agentIdParam, bindCodeParams, boundDevice, deviceConnectionGuide, deviceManualAddInput, deviceUnbindInput, deviceUpdateInput, idParam } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function devicesRoutes(app: FastifyInstance): Promise<void> {
  const { devices } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/device/bind/:agentId',
    access: 'user',
    tags: ['device'],
    summary: 'Devices bound to one of the user’s agents, in bind order',
    params: agentIdParam,
    response: z.array(boundDevice),
    handler: ({ params, session }) => devices.listForAgent(session.user.id, params.agentId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/device/bind/:agentId/:code',
    access: 'user',
    tags: ['device'],
    summary: 'Bind the device that announced this 6-digit code (10061 empty, 10062 wrong/expired, 10063 bound)',
    params: bindCodeParams,
    response: z.null(),
    handler: async ({ params, session }) => {
      await devices.bind(session.user.id, params.agentId, params.code);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/device/unbind',
    access: 'user',
    tags: ['device'],
    summary: 'Unbind (delete) one of the user’s devices',
    body: deviceUnbindInput,
    response: z.null(),
    handler: async ({ body, session }) => {
      await devices.unbind(session.user.id, body.deviceId);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/device/update/:id',
    access: 'user',
    tags: ['device'],
    summary: 'Change a device’s remark (alias) and/or auto-update switch',
    params: idParam,
    body: deviceUpdateInput,
    response: z.null(),
    handler: async ({ params, body, session }) => {
      await devices.update(session.user.id, params.id, body);
      return null;
    },
  });

  for (const url of ['/device/preregister', '/device/manual-add']) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: 'user',
      tags: ['device'],
      summary: 'Add a device by MAC address without a code (10161 when the MAC exists)',
      body: deviceManualAddInput,
      response: z.null(),
      handler: async ({ body, session }) => {
        await devices.manualAdd(session.user.id, body);
        return null;
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/device/connection-guide',
    access: 'user',
    tags: ['device'],
    summary: 'The OTA address to flash into the firmware (param server.ota, else this console’s own)',
    response: deviceConnectionGuide,
    handler: ({ request }) => devices.connectionGuide(`${request.protocol}://${request.host}`),
  });
}
