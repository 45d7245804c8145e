import fastifyMultipart from '@fastify/multipart';
import {
  firmware,
  firmwareBody,
  firmwareErrorMessages,
  firmwareIdsParam,
  firmwareLinkParam,
  firmwareListQuery,
  firmwareUpload,
  idParam,
  pageData,
} from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readFilePart } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';
import { attachmentHeader } from './attachment-header.ts';

/** Firmware management for administrators (upstream.md §2.12, §3.4) and the anonymous image download (§4.6). */
export async function firmwareRoutes(app: FastifyInstance): Promise<void> {
  const { firmware: service } = app.services;
  const tags = ['firmware'];
  // Registered here only, so multipart bodies are accepted by the upload route and nowhere else.
  await app.register(fastifyMultipart, { limits: { fileSize: service.maxBytes, files: 1, fields: 10, parts: 20 } });

  defineRoute(app, {
    method: 'GET', url: '/otaMag', access: 'admin', tags,
    summary: 'Firmware images, newest first, filterable by name and board type',
    querystring: firmwareListQuery,
    response: pageData(firmware),
    handler: ({ query }) => service.list(query),
  });

  defineRoute(app, {
    method: 'GET', url: '/otaMag/:id', access: 'admin', tags,
    summary: 'One firmware image',
    params: idParam,
    response: firmware,
    handler: ({ params }) => service.get(params.id),
  });

  defineRoute(app, {
    method: 'POST', url: '/otaMag', access: 'admin', tags,
    summary: 'Add a firmware image (firmwarePath from POST /otaMag/upload); one per board type and version',
    body: firmwareBody,
    response: z.null(),
    handler: async ({ body, session }) => {
      await service.create(body, session.user.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/otaMag/:id', access: 'admin', tags,
    summary: 'Edit a firmware image',
    params: idParam,
    body: firmwareBody,
    response: z.null(),
    handler: async ({ params, body, session }) => {
      await service.update(params.id, body, session.user.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE', url: '/otaMag/:id', access: 'admin', tags,
    summary: 'Delete firmware images (comma-separated ids) and their stored files',
    params: firmwareIdsParam,
    response: z.null(),
    handler: async ({ params }) => {
      await service.delete(params.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/otaMag/upload', access: 'admin', tags,
    summary: 'Upload an image (multipart field `file`, .bin/.apk, up to 100 MB), streamed to storage; answers its path, md5 and size',
    response: firmwareUpload,
    handler: async ({ request }) => {
      const part = await readFilePart(request, 'file', firmwareErrorMessages.fileMissing);
      return service.upload(part.filename, part.file);
    },
  });

  defineRoute(app, {
    method: 'GET', url: '/otaMag/getDownloadUrl/:id', access: 'admin', tags,
    summary: 'A download id for GET /otaMag/download/{id}: 24 h, 3 downloads',
    params: idParam,
    response: z.string(),
    handler: ({ params }) => service.downloadLink(params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/otaMag/download/:uuid', access: 'anon', tags,
    summary: 'The image behind a download id, named <type>_<version><ext>; 404 when unknown, expired or used up',
    params: firmwareLinkParam,
    response: { contentType: 'application/octet-stream', description: 'The firmware image' },
    rateLimit: 'device',
    compress: false,
    handler: async ({ params, reply }) => {
      const file = await service.download(params.uuid);
      reply.header('content-length', file.size).header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'no-store');
      return file.body;
    },
  });
}
