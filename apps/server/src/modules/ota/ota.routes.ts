import { ErrorCode, isStorableText, OTA_LIMITS, otaEndpoints } from '@vox/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { unstorable } from '../../plugins/app/storable-input.ts';
import { defineRoute } from '../../lib/route.ts';

/** Client-Id ends up in the websocket token: bounded and storable, or the check-in is refused (400). */
export function clientIdOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['client-id'];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text.length > OTA_LIMITS.clientId) throw new AppError(ErrorCode.BAD_REQUEST, ['Client-Id', validationReason('tooLong')]);
  if (!isStorableText(text)) throw unstorable('Client-Id');
  return text;
}

/** The health line, read by the console's param check and by people: among the browser's routes. */
export async function otaRoutes(app: FastifyInstance): Promise<void> {
  const { ota } = app.services;
  for (const endpoint of [otaEndpoints.getOta, otaEndpoints.getOtaNoSlash]) {
    defineRoute(app, endpoint, { rateLimit: 'device', handler: () => ota.status() });
  }
}

/** The firmware's check-in and activation poll, on the device path (no browser hooks). */
export async function otaDeviceRoutes(app: FastifyInstance): Promise<void> {
  const { ota } = app.services;

  for (const endpoint of [otaEndpoints.postOta, otaEndpoints.postOtaNoSlash]) {
    defineRoute(app, endpoint, {
      rateLimit: 'device',
      // Only firmware calls it, every few minutes per device: logged at warn, language and zone never worked out.
      lean: true,
      bodyLimit: OTA_LIMITS.bodyBytes,
      handler: ({ body, request }) =>
        ota.checkIn({
          deviceId: request.headers['device-id'] as string | undefined,
          clientId: clientIdOf(request.headers),
          report: body,
          hostname: request.hostname,
          origin: `${request.protocol}://${request.host}`,
          clientIp: request.ip,
        }),
    });
  }

  defineRoute(app, otaEndpoints.postOtaActivate, {
    rateLimit: 'device',
    lean: true,
    handler: async ({ request, reply }) => {
      if (await ota.isActivated(request.headers['device-id'] as string | undefined)) return 'success';
      reply.code(202);
      return '';
    },
  });
}
