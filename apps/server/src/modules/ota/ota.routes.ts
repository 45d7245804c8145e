import { ErrorCode, isStorableText, OTA_LIMITS, otaDeviceReport } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { unstorable } from '../../plugins/app/storable-input.ts';
import { defineRoute } from '../../lib/route.ts';

const JSON_ANSWER = { contentType: 'application/json; charset=utf-8', description: 'Raw OTA JSON (no envelope), see upstream.md §4.1' };
const TEXT_ANSWER = { contentType: 'text/plain; charset=utf-8', description: 'Plain text' };

/** Client-Id ends up in the websocket token: bounded and storable, or the check-in is refused (400). */
function clientIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['client-id'];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text.length > OTA_LIMITS.clientId) throw new AppError(ErrorCode.BAD_REQUEST, ['Client-Id', validationReason('tooLong')]);
  if (!isStorableText(text)) throw unstorable('Client-Id');
  return text;
}

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
      rateLimit: 'device',
      bodyLimit: OTA_LIMITS.bodyBytes,
      handler: async ({ body, request }) => {
        const answer = await ota.checkIn({
          deviceId: request.headers['device-id'] as string | undefined,
          clientId: clientIdOf(request),
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
      rateLimit: 'device',
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
    rateLimit: 'device',
    handler: async ({ request, reply }) => {
      if (await ota.isActivated(request.headers['device-id'] as string | undefined)) return 'success';
      reply.code(202);
      return '';
    },
  });
}
