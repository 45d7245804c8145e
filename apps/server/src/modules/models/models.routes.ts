import { llmNameOption, llmNamesQuery, modelIdParam, modelNameOption, modelNamesQuery, modelProvider, modelVoicesQuery, ttsVoiceOption } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function modelsRoutes(app: FastifyInstance): Promise<void> {
  const { models } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/models/names',
    access: 'user',
    tags: ['models'],
    summary: 'Enabled model configs of one type, by sort (SLM answers the LLM list)',
    querystring: modelNamesQuery,
    response: z.array(modelNameOption),
    handler: ({ query }) => models.names(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/models/llm/names',
    access: 'user',
    tags: ['models'],
    summary: 'Enabled LLM configs with their provider type (for the function-call intent rule)',
    querystring: llmNamesQuery,
    response: z.array(llmNameOption),
    handler: ({ query }) => models.llmNames(query.modelName),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/models/:modelId/voices',
    access: 'user',
    tags: ['models'],
    summary: 'Voices of a TTS model config',
    params: modelIdParam,
    querystring: modelVoicesQuery,
    response: z.array(ttsVoiceOption),
    handler: ({ params, query }) => models.voices(params.modelId, query.voiceName),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/models/provider/plugin/names',
    access: 'user',
    tags: ['models'],
    summary: 'Plugin providers an agent can use as functions, with their parameter fields',
    response: z.array(modelProvider),
    handler: () => models.pluginProviders(),
  });
}
