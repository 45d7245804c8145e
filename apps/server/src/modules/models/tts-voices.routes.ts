import { ttsVoicesEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import { labelledPage, labelledVoice } from './seed-label-views.ts';

/** Voices of each TTS config, for administrators. */
export async function ttsVoicesRoutes(app: FastifyInstance): Promise<void> {
  const { ttsVoices } = app.services;

  defineRoute(app, ttsVoicesEndpoints.getTtsVoice, {
    handler: async ({ query, locale }) => labelledPage(await ttsVoices.list(query), labelledVoice(seedLabels(locale))),
  });

  defineRoute(app, ttsVoicesEndpoints.postTtsVoice, {
    handler: async ({ body, session }) => {
      await ttsVoices.create(body, session.user.id);
      return null;
    },
  });

  defineRoute(app, ttsVoicesEndpoints.putTtsVoice, {
    handler: async ({ params, body, session }) => {
      await ttsVoices.update(params.id, body, session.user.id);
      return null;
    },
  });

  defineRoute(app, ttsVoicesEndpoints.postTtsVoiceDelete, {
    handler: async ({ body }) => {
      await ttsVoices.delete(body);
      return null;
    },
  });
}
