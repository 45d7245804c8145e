import { idList, idParam, pageData, ttsVoiceBody, ttsVoiceDetail, ttsVoiceListQuery } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Voices of each TTS config, for administrators (upstream.md §2.8). */
export async function ttsVoicesRoutes(app: FastifyInstance): Promise<void> {
  const { ttsVoices } = app.services;
  const tags = ['voices'];

  defineRoute(app, {
    method: 'GET', url: '/ttsVoice', access: 'admin', tags,
    summary: 'Voices of a TTS model by sort, filterable by name',
    querystring: ttsVoiceListQuery,
    response: pageData(ttsVoiceDetail),
    handler: ({ query }) => ttsVoices.list(query),
  });

  defineRoute(app, {
    method: 'POST', url: '/ttsVoice', access: 'admin', tags,
    summary: 'Add a voice to a TTS model',
    body: ttsVoiceBody,
    response: z.null(),
    handler: async ({ body, session }) => {
      await ttsVoices.create(body, session.user.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/ttsVoice/:id', access: 'admin', tags,
    summary: 'Edit a voice',
    params: idParam,
    body: ttsVoiceBody,
    response: z.null(),
    handler: async ({ params, body, session }) => {
      await ttsVoices.update(params.id, body, session.user.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/ttsVoice/delete', access: 'admin', tags,
    summary: 'Delete voices; agents that used one fall back to none',
    body: idList,
    response: z.null(),
    handler: async ({ body }) => {
      await ttsVoices.delete(body);
      return null;
    },
  });
}
