import fastifyMultipart from '@fastify/multipart';
import { deviceAssetMessages, deviceAssetsEndpoints, ErrorCode } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readFilePart } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';
import { DEVICE_ASSET_MAX_BYTES } from './device-assets.service.ts';

/** Device asset files: upload for signed-in users, download by URL for devices. */
export async function deviceAssetsRoutes(app: FastifyInstance): Promise<void> {
  const { deviceAssets } = app.services;
  // Registered here only, so this module's upload route is its only multipart one.
  await app.register(fastifyMultipart, { limits: { fileSize: DEVICE_ASSET_MAX_BYTES, files: 1, fields: 10, parts: 20 } });

  defineRoute(app, deviceAssetsEndpoints.postOtaMagUploadAssetsBin, {
    handler: async ({ request, session }) => {
      const part = await readFilePart(request, 'file', deviceAssetMessages.fileMissing);
      const name = await deviceAssets.upload({ id: session.user.id, superAdmin: session.user.superAdmin === 1 }, part.filename, part.file);
      return `${request.protocol}://${request.host}/xiaozhi/otaMag/assets/${name}`;
    },
  });

  defineRoute(app, deviceAssetsEndpoints.getOtaMagAssets, {
    rateLimit: 'device',
    compress: false,
    handler: async ({ params, reply }) => {
      const file = await deviceAssets.open(params.name);
      reply.header('content-length', file.size).header('content-type', 'application/octet-stream').header('cache-control', 'public, max-age=86400, immutable');
      return file.body;
    },
  });
}

/** The console's own flash call (/v1: served under /xiaozhi and at the site root). */
export async function deviceAssetsFlashRoutes(app: FastifyInstance): Promise<void> {
  const { deviceAssets, deviceGateway } = app.services;
  defineRoute(app, deviceAssetsEndpoints.postV1DevicesFlashAssets, {
    handler: async ({ params, body, session }) => {
      const name = storedAssetName(body.url);
      if (!name || !(await deviceAssets.exists(name))) throw new AppError(ErrorCode.BAD_REQUEST, [body.url], deviceAssetMessages.notUploaded);
      return deviceGateway.flashAssets(session.user.id, params.deviceId, body.url);
    },
  });
}

/** The stored name in a download URL this console answered (any host the caller reached it at, any base path). */
function storedAssetName(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return /\/otaMag\/assets\/([0-9a-f]{32}\.bin)$/.exec(parsed.pathname)?.[1];
}
