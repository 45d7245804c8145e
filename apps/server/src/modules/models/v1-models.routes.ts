import {
  v1AgentModels,
  v1Empty,
  v1Model,
  v1ModelCreateBody,
  v1ModelIdParam,
  v1ModelList,
  v1ModelsQuery,
  v1ModelTestResult,
  v1ModelTypeParam,
  v1ModelUpdateBody,
  v1ProvideTypes,
  v1VoiceList,
  v1VoicesQuery,
} from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { listV1Voices } from './v1-voices.service.ts';

/** The /v1 models and voices family (v1-api.md §2, §8): snake_case, `reqid` in the envelope. */
export async function v1ModelsRoutes(app: FastifyInstance): Promise<void> {
  const { privateModels, modelTest, repos } = app.services;
  const tags = ['v1'];

  defineRoute(app, {
    method: 'GET', url: '/v1/voices', access: 'user', tags,
    summary: 'Voices of enabled TTS models with their tags; filters are ANDed',
    querystring: v1VoicesQuery,
    response: v1VoiceList,
    handler: async ({ query }) => ({ voices: await listV1Voices(repos, query) }),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/models', access: 'user', tags,
    summary: "The caller's own (private) models, optionally of one type",
    querystring: v1ModelsQuery,
    response: v1ModelList,
    handler: async ({ query, session }) => ({ models: await privateModels.list(session.user.id, query.model_type) }),
  });

  for (const url of ['/v1/models/provide_types/:model_type', '/v1/models/:model_type/provide_types']) {
    defineRoute(app, {
      method: 'GET', url, access: 'user', tags,
      summary: 'Provider forms a user may fill for a private model (OpenAI-compatible LLM only)',
      params: v1ModelTypeParam,
      response: v1ProvideTypes,
      handler: async ({ params }) => ({ provide_types: await privateModels.provideTypes(params.model_type) }),
    });
  }

  defineRoute(app, {
    method: 'POST', url: '/v1/models/:model_type', access: 'user', tags,
    summary: 'Create a private model; only `llm` of type openai',
    params: v1ModelTypeParam,
    body: v1ModelCreateBody,
    response: v1Model,
    handler: ({ params, body, session }) => privateModels.create(session.user.id, params.model_type, body),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/models/:id', access: 'user', tags,
    summary: 'One of the caller’s private models, api_key masked',
    params: v1ModelIdParam,
    response: v1Model,
    handler: ({ params, session }) => privateModels.get(session.user.id, params.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/v1/models/:id', access: 'user', tags,
    summary: 'Edit a private model; a masked api_key sent back keeps the stored key',
    params: v1ModelIdParam,
    body: v1ModelUpdateBody,
    response: v1Empty,
    handler: async ({ params, body, session }) => {
      await privateModels.update(session.user.id, params.id, body);
      return {};
    },
  });

  defineRoute(app, {
    method: 'DELETE', url: '/v1/models/:id', access: 'user', tags,
    summary: 'Delete a private model; refused (613) while an agent uses it',
    params: v1ModelIdParam,
    response: v1Empty,
    handler: async ({ params, session }) => {
      await privateModels.delete(session.user.id, params.id);
      return {};
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/v1/models/:id/test', access: 'user', tags,
    summary: 'Send one chat completion to an OpenAI-compatible LLM (owner or administrator)',
    params: v1ModelIdParam,
    response: v1ModelTestResult,
    handler: ({ params, session, locale }) => modelTest.test(session.user, params.id, locale),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/agents/models/:model_type', access: 'user', tags,
    summary: "Enabled public models of a type and the caller's own enabled ones",
    params: v1ModelTypeParam,
    response: v1AgentModels,
    handler: ({ params, session }) => privateModels.agentModels(session.user.id, params.model_type),
  });
}
