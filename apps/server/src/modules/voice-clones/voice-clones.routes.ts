import { voiceClonesEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** `/v1/voice-clones`, every route scoped to the caller; the demo clip is reached by its token. */
export async function voiceClonesRoutes(app: FastifyInstance): Promise<void> {
  const { voiceClones } = app.services;
  defineRoute(app, voiceClonesEndpoints.getV1VoiceClones, { handler: async ({ session }) => ({ voices: await voiceClones.list(session.user.id) }) });
  defineRoute(app, voiceClonesEndpoints.postV1VoiceClones, { handler: ({ body, session }) => voiceClones.create(session.user.id, body) });
  defineRoute(app, voiceClonesEndpoints.getV1VoiceClonesSupport, { handler: () => voiceClones.support() });
  defineRoute(app, voiceClonesEndpoints.getV1VoiceClonesById, { handler: ({ params, session }) => voiceClones.get(session.user.id, params.id) });
  defineRoute(app, voiceClonesEndpoints.putV1VoiceClones, { handler: ({ params, body, session }) => voiceClones.update(session.user.id, params.id, body) });
  defineRoute(app, voiceClonesEndpoints.deleteV1VoiceClones, {
    handler: async ({ params, session }) => {
      await voiceClones.delete(session.user.id, params.id);
      return {};
    },
  });
  defineRoute(app, voiceClonesEndpoints.getV1VoiceClonesDemo, {
    handler: async ({ params, reply }) => {
      const body = await voiceClones.demo(params.id, params.token);
      reply.header('cache-control', 'private, max-age=3600');
      return body;
    },
  });
}
