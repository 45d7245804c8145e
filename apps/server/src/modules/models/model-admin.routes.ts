import { modelAdminEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import { labelledModel, labelledPage, labelledProvider } from './seed-label-views.ts';

/** Model configuration for administrators. */
export async function modelAdminRoutes(app: FastifyInstance): Promise<void> {
  const { modelAdmin } = app.services;

  defineRoute(app, modelAdminEndpoints.getModelsList, {
    handler: async ({ query, locale }) => labelledPage(await modelAdmin.list(query), labelledModel(seedLabels(locale))),
  });

  defineRoute(app, modelAdminEndpoints.getModelsProvideTypes, {
    handler: async ({ params, locale }) => (await modelAdmin.providerTypes(params.modelType)).map(labelledProvider(seedLabels(locale))),
  });

  defineRoute(app, modelAdminEndpoints.postModels, {
    handler: ({ params, body, session }) => modelAdmin.create(params.modelType, params.provideCode, body, session.user.id),
  });

  defineRoute(app, modelAdminEndpoints.putModels, {
    handler: ({ params, body, session }) => modelAdmin.update(params.modelType, params.provideCode, params.id, body, session.user.id),
  });

  defineRoute(app, modelAdminEndpoints.getModels, {
    handler: async ({ params, locale }) => labelledModel(seedLabels(locale))(await modelAdmin.get(params.id)),
  });

  defineRoute(app, modelAdminEndpoints.deleteModels, {
    handler: async ({ params }) => {
      await modelAdmin.delete(params.id);
      return null;
    },
  });

  defineRoute(app, modelAdminEndpoints.putModelsEnable, {
    handler: async ({ params, session }) => {
      await modelAdmin.setEnabled(params.id, params.status, session.user.id);
      return null;
    },
  });

  defineRoute(app, modelAdminEndpoints.putModelsDefault, {
    handler: async ({ params, session }) => {
      await modelAdmin.setDefault(params.id, session.user.id);
      return null;
    },
  });
}
