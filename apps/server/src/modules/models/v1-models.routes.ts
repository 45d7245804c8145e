import { v1ModelsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import { listV1Voices } from './v1-voices.service.ts';

/** The /v1 models and voices family: snake_case, `reqid` in the envelope. */
export async function v1ModelsRoutes(app: FastifyInstance): Promise<void> {
  const { privateModels, modelTest, repos } = app.services;

  defineRoute(app, v1ModelsEndpoints.getV1Voices, {
    handler: async ({ query, locale }) => {
      const labels = seedLabels(locale);
      return { voices: (await listV1Voices(repos, query)).map((voice) => ({ ...voice, name: labels.text('voices', voice.id, 'name', voice.name) })) };
    },
  });

  defineRoute(app, v1ModelsEndpoints.getV1Models, {
    handler: async ({ query, session }) => ({ models: await privateModels.list(session.user.id, query.model_type) }),
  });

  for (const endpoint of [v1ModelsEndpoints.getV1ModelsProvideTypes, v1ModelsEndpoints.getV1ModelsProvideTypesAfterType]) {
    defineRoute(app, endpoint, {
      handler: async ({ params }) => ({ provide_types: await privateModels.provideTypes(params.model_type) }),
    });
  }

  defineRoute(app, v1ModelsEndpoints.postV1Models, {
    handler: ({ params, body, session }) => privateModels.create(session.user.id, params.model_type, body),
  });

  defineRoute(app, v1ModelsEndpoints.getV1ModelsById, {
    handler: ({ params, session }) => privateModels.get(session.user.id, params.id),
  });

  defineRoute(app, v1ModelsEndpoints.putV1Models, {
    handler: async ({ params, body, session }) => {
      await privateModels.update(session.user.id, params.id, body);
      return {};
    },
  });

  defineRoute(app, v1ModelsEndpoints.deleteV1Models, {
    handler: async ({ params, session }) => {
      await privateModels.delete(session.user.id, params.id);
      return {};
    },
  });

  defineRoute(app, v1ModelsEndpoints.postV1ModelsTest, {
    handler: ({ params, session, locale }) => modelTest.test(session.user, params.id, locale),
  });

  defineRoute(app, v1ModelsEndpoints.getV1AgentsModels, {
    handler: ({ params, session }) => privateModels.agentModels(session.user.id, params.model_type),
  });
}
