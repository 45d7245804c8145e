import { modelsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function modelsRoutes(app: FastifyInstance): Promise<void> {
  const { models, agentKnowledge } = app.services;

  defineRoute(app, modelsEndpoints.getModelsNames, {
    handler: ({ query }) => models.names(query),
  });

  defineRoute(app, modelsEndpoints.getModelsLlmNames, {
    handler: ({ query, session }) => models.llmNames(session.user.id, query.modelName),
  });

  defineRoute(app, modelsEndpoints.getModelsVoices, {
    handler: ({ params, query, session }) => models.voices(params.modelId, query.voiceName, session.user.id),
  });

  defineRoute(app, modelsEndpoints.getModelsProviderPluginNames, {
    // Plugins, then the caller's knowledge bases as pseudo-plugins.
    handler: async ({ session }) => [...(await models.pluginProviders()), ...(await agentKnowledge.pseudoPlugins(session.user.id))],
  });
}
