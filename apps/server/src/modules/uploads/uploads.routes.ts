import fastifyMultipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { ErrorCode, uploadFileMessages, uploadsEndpoints } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { AppError } from '../../lib/app-error.ts';
import { malformedUpload } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';

/** How the caller reached us, so the addresses we hand out work from where they are (proxy headers when trusted). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Upload tokens, the token-authenticated multipart upload and the owner's download. */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const { uploads: service } = app.services;
  // Registered here only, so multipart bodies reach this module's upload route and nowhere else; one byte over the
  // largest purpose, so the service's own count (per purpose) is what refuses an oversize file.
  await app.register(fastifyMultipart, { limits: { fileSize: service.largestFile + 1, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });

  defineRoute(app, uploadsEndpoints.getV1UploadToken, {
    handler: ({ query, session, request }) => service.issueToken(session.user.id, query, originOf(request)),
  });

  defineRoute(app, uploadsEndpoints.postV1Uploads, {
    handler: async ({ request }) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.BAD_REQUEST, [], uploadFileMessages.fileMissing);
      const fields: Record<string, string> = {};
      let file: MultipartFile | undefined;
      try {
        // Fields are read in the order sent: `token` and `key` first, then the file, which is streamed as it arrives.
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const value = (part as MultipartValue).value;
            if (typeof value === 'string') fields[part.fieldname] = value;
            continue;
          }
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          file = part;
          break;
        }
      } catch (error) {
        if (error instanceof AppError || isClientError(error)) throw error;
        throw malformedUpload();
      }
      if (!file) throw new AppError(ErrorCode.BAD_REQUEST, [], uploadFileMessages.fileMissing);
      return service.receive({ token: fields.token, key: fields.key, fileName: file.filename, stream: file.file }, originOf(request));
    },
  });

  defineRoute(app, uploadsEndpoints.getV1UploadsFile, {
    compress: false,
    handler: async ({ params, session, reply }) => {
      const file = await service.download(session.user.id, params.owner, params.name);
      reply.header('content-length', file.size).header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'private, no-store');
      return file.body;
    },
  });
}
