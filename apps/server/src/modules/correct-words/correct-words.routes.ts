import { CORRECT_WORD_FILE_MAX_BYTES, correctWordsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/**
 * Room for a file over the limit plus the JSON around it (each line an escaped string), so an oversize file is answered
 * with 10204 rather than a bare 413.
 */
const FILE_BODY_LIMIT = 4 * CORRECT_WORD_FILE_MAX_BYTES;

/** Replacement words. */
export async function correctWordsRoutes(app: FastifyInstance): Promise<void> {
  const { correctWords } = app.services;

  defineRoute(app, correctWordsEndpoints.getCorrectWordFileList, {
    handler: ({ query, session }) => correctWords.page(session.user.id, query),
  });

  defineRoute(app, correctWordsEndpoints.getCorrectWordFileSelect, {
    handler: ({ session }) => correctWords.options(session.user.id),
  });

  defineRoute(app, correctWordsEndpoints.postCorrectWordFile, {
    bodyLimit: FILE_BODY_LIMIT,
    handler: ({ body, session }) => correctWords.create(session.user.id, body),
  });

  defineRoute(app, correctWordsEndpoints.putCorrectWordFile, {
    bodyLimit: FILE_BODY_LIMIT,
    handler: ({ body, params, session }) => correctWords.update(session.user.id, params.id, body),
  });

  defineRoute(app, correctWordsEndpoints.deleteCorrectWordFile, {
    handler: async ({ params, session }) => {
      await correctWords.delete(session.user.id, params.id);
      return null;
    },
  });

  defineRoute(app, correctWordsEndpoints.postCorrectWordFileBatchDelete, {
    handler: async ({ body, session }) => {
      await correctWords.batchDelete(session.user.id, body);
      return null;
    },
  });

  defineRoute(app, correctWordsEndpoints.getCorrectWordFileDownload, {
    handler: async ({ params, session, reply }) => {
      const file = await correctWords.download(session.user.id, params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`).header('cache-control', 'no-store');
      return file.text;
    },
  });

  defineRoute(app, correctWordsEndpoints.postConfigCorrectWords, {
    handler: ({ body }) => correctWords.devicePairs(body.macAddress),
  });
}
