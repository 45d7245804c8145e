import fastifyMultipart from '@fastify/multipart';
import { firmwareEndpoints, firmwareErrorMessages } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { readFilePart } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';

/** Firmware management for administrators. */
export async function firmwareRoutes(app: FastifyInstance): Promise<void> {
  const { firmware: service } = app.services;
  // Registered here only, so multipart bodies are accepted by the upload route and nowhere else.
  await app.register(fastifyMultipart, { limits: { fileSize: service.maxBytes, files: 1, fields: 10, parts: 20 } });

  defineRoute(app, firmwareEndpoints.getOtaMag, {
    handler: ({ query }) => service.list(query),
  });

  defineRoute(app, firmwareEndpoints.getOtaMagById, {
    handler: ({ params }) => service.get(params.id),
  });

  defineRoute(app, firmwareEndpoints.postOtaMag, {
    handler: async ({ body, session }) => {
      await service.create(body, session.user.id);
      return null;
    },
  });

  defineRoute(app, firmwareEndpoints.putOtaMag, {
    handler: async ({ params, body, session }) => {
      await service.update(params.id, body, session.user.id);
      return null;
    },
  });

  defineRoute(app, firmwareEndpoints.deleteOtaMag, {
    handler: async ({ params }) => {
      await service.delete(params.id);
      return null;
    },
  });

  defineRoute(app, firmwareEndpoints.postOtaMagUpload, {
    handler: async ({ request }) => {
      const part = await readFilePart(request, 'file', firmwareErrorMessages.fileMissing);
      return service.upload(part.filename, part.file);
    },
  });

  defineRoute(app, firmwareEndpoints.getOtaMagGetDownloadUrl, {
    handler: ({ params }) => service.downloadLink(params.id),
  });

}

/** The image download the firmware makes, on the device path (no browser hooks). */
export async function firmwareDeviceRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.firmware;
  defineRoute(app, firmwareEndpoints.getOtaMagDownload, {
    rateLimit: 'device',
    // Firmware fetches the image: never gzipped (devices rely on its Content-Length). Rare enough that each download
    // keeps its request line.
    lean: true,
    logLevel: 'info',
    handler: async ({ params, reply }) => {
      const file = await service.download(params.uuid);
      reply.header('content-length', file.size).header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'no-store');
      return file.body;
    },
  });
}
