import { otaDeviceReport } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

const JSON_ANSWER = { contentType: 'application/json; charset=utf-8', description: 'Raw OTA JSON (no envelope), see upstream.md §4.1' };
const TEXT_ANSWER = { contentType: 'text/plain; charset=utf-8', description: 'Plain text' };

/** The firmware's own endpoints: raw answers, no envelope, no sign-in (upstream.md §4). */
export async function otaRoutes(app: FastifyInstance): Promise<void> {
  const { ota } = app.services;

  // The firmware posts to the configured address, which ends in /ota/; /ota is accepted too.
  for (const url of ['/ota/', '/ota']) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: 'anon',
      tags: ['ota'],
      summary: 'Firmware check-in (headers Device-Id, Client-Id): server time, activation code or connection settings',
      body: otaDeviceReport,
      response: JSON_ANSWER,
      handler: async ({ body, request }) => {
        const answer = await ota.checkIn({
          deviceId: request.headers['device-id'] as string | undefined,
          clientId: request.headers['client-id'] as string | undefined,
          report: body,
          hostname: request.hostname,
          origin: `${request.protocol}://${request.host}`,
          clientIp: request.ip,
        });
        return JSON.stringify(answer);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url,
      access: 'anon',
      tags: ['ota'],
      summary: 'OTA health line',
      response: TEXT_ANSWER,
      handler: () => ota.status(),
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/ota/activate',
    access: 'anon',
    tags: ['ota'],
    summary: 'Activation poll: 200 "success" once bound, 202 while waiting',
    response: TEXT_ANSWER,
    handler: async ({ request, reply }) => {
      if (await ota.isActivated(request.headers['device-id'] as string | undefined)) return 'success';
      reply.code(202);
      return '';
    },
  });
}
