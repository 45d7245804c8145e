import fastifyMultipart from '@fastify/multipart';
import { ErrorCode, UPLOAD_RULES, voiceResourcesEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { malformedUpload } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';

/** Upstream's `/voiceResource` (admin) and `/voiceClone` (user) screens' routes. */
export async function voiceResourcesRoutes(app: FastifyInstance): Promise<void> {
  const { voiceResources } = app.services;
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_RULES.voice.maxBytes, files: 1, fields: 3, fieldSize: 256, parts: 4 } });

  defineRoute(app, voiceResourcesEndpoints.getVoiceResource, { handler: ({ query }) => voiceResources.page({ name: query.name }, query.page, query.limit) });
  defineRoute(app, voiceResourcesEndpoints.getVoiceResourceById, { handler: ({ params }) => voiceResources.get(params.id) });
  defineRoute(app, voiceResourcesEndpoints.postVoiceResource, {
    handler: async ({ body }) => {
      await voiceResources.assign(body);
      return null;
    },
  });
  defineRoute(app, voiceResourcesEndpoints.deleteVoiceResource, {
    handler: async ({ params }) => {
      await voiceResources.remove(params.ids.split(',').map((id) => id.trim()).filter(Boolean));
      return null;
    },
  });
  defineRoute(app, voiceResourcesEndpoints.getVoiceResourceTtsPlatforms, { handler: () => voiceResources.platforms() });
  defineRoute(app, voiceResourcesEndpoints.getVoiceResourceUser, { handler: ({ params }) => voiceResources.ofUser(params.userId) });

  defineRoute(app, voiceResourcesEndpoints.getVoiceClone, { handler: ({ query, session }) => voiceResources.page({ userId: session.user.id, name: query.name }, query.page, query.limit) });
  defineRoute(app, voiceResourcesEndpoints.postVoiceCloneUpdateName, {
    handler: async ({ body, session }) => {
      await voiceResources.rename(session.user.id, body.id, body.name);
      return null;
    },
  });
  defineRoute(app, voiceResourcesEndpoints.postVoiceCloneUpload, {
    handler: async ({ request, session }) => {
      let part;
      try {
        part = request.isMultipart() ? await request.file() : undefined;
      } catch (error) {
        if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
        throw malformedUpload();
      }
      if (!part || part.fieldname !== 'voiceFile') {
        part?.file.resume();
        throw new AppError(ErrorCode.CLONE_NOT_AUDIO);
      }
      const idField = part.fields.id as { value?: unknown } | undefined;
      await voiceResources.upload(session.user.id, { id: typeof idField?.value === 'string' ? idField.value : undefined, fileName: part.filename, mimeType: part.mimetype, stream: part.file });
      return null;
    },
  });
  defineRoute(app, voiceResourcesEndpoints.postVoiceCloneCloneAudio, {
    handler: async ({ body, session }) => {
      await voiceResources.train(session.user.id, body.cloneId);
      return null;
    },
  });
  defineRoute(app, voiceResourcesEndpoints.postVoiceCloneAudio, { handler: ({ params, session }) => voiceResources.playLink(session.user.id, params.id) });
  defineRoute(app, voiceResourcesEndpoints.getVoiceClonePlay, {
    handler: async ({ params, reply }) => {
      const body = await voiceResources.play(params.uuid);
      reply.header('cache-control', 'no-store');
      return body;
    },
  });
}
