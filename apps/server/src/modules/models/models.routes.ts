import { modelsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import { labelledModel, labelledProvider, labelledVoice } from './seed-label-views.ts';

export async function modelsRoutes(app: FastifyInstance): Promise<void> {
  const { models, agentKnowledge } = app.services;

  defineRoute(app, modelsEndpoints.getModelsNames, {
    handler: async ({ query, locale }) => (await models.names(query)).map(labelledModel(seedLabels(locale))),
  });

  defineRoute(app, modelsEndpoints.getModelsLlmNames, {
    handler: async ({ query, session, locale }) => (await models.llmNames(session.user.id, query.modelName)).map(labelledModel(seedLabels(locale))),
  });

  defineRoute(app, modelsEndpoints.getModelsVoices, {
    handler: async ({ params, query, session, locale }) => (await models.voices(params.modelId, query.voiceName, session.user.id)).map(labelledVoice(seedLabels(locale))),
  });

  defineRoute(app, modelsEndpoints.getModelsProviderPluginNames, {
    // Plugins, then the caller's knowledge bases as pseudo-plugins.
    handler: async ({ session, locale }) => [
      ...(await models.pluginProviders()).map(labelledProvider(seedLabels(locale))),
      ...(await agentKnowledge.pseudoPlugins(session.user.id)),
    ],
  });
}
