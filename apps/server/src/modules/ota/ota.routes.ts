import { ErrorCode, isStorableText, OTA_LIMITS, otaEndpoints } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { unstorable } from '../../plugins/app/storable-input.ts';
import { defineRoute } from '../../lib/route.ts';

/** Client-Id ends up in the websocket token: bounded and storable, or the check-in is refused (400). */
function clientIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['client-id'];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text.length > OTA_LIMITS.clientId) throw new AppError(ErrorCode.BAD_REQUEST, ['Client-Id', validationReason('tooLong')]);
  if (!isStorableText(text)) throw unstorable('Client-Id');
  return text;
}

export async function otaRoutes(app: FastifyInstance): Promise<void> {
  const { ota } = app.services;

  for (const endpoint of [otaEndpoints.postOta, otaEndpoints.postOtaNoSlash]) {
    defineRoute(app, endpoint, {
      rateLimit: 'device',
      logLevel: 'warn',
      securityHeaders: false,
      // A few hundred bytes, under the compression threshold: skip the hook altogether.
      compress: false,
      bodyLimit: OTA_LIMITS.bodyBytes,
      handler: ({ body, request }) =>
        ota.checkIn({
          deviceId: request.headers['device-id'] as string | undefined,
          clientId: clientIdOf(request),
          report: body,
          hostname: request.hostname,
          origin: `${request.protocol}://${request.host}`,
          clientIp: request.ip,
        }),
    });
  }

  for (const endpoint of [otaEndpoints.getOta, otaEndpoints.getOtaNoSlash]) {
    defineRoute(app, endpoint, { rateLimit: 'device', handler: () => ota.status() });
  }

  defineRoute(app, otaEndpoints.postOtaActivate, {
    rateLimit: 'device',
    logLevel: 'warn',
    securityHeaders: false,
    handler: async ({ request, reply }) => {
      if (await ota.isActivated(request.headers['device-id'] as string | undefined)) return 'success';
      reply.code(202);
      return '';
    },
  });
}
