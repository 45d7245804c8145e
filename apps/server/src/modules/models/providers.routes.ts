import { providersEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import { labelledPage, labelledProvider } from './seed-label-views.ts';

/** Provider management for administrators. */
export async function providersRoutes(app: FastifyInstance): Promise<void> {
  const { providers } = app.services;

  defineRoute(app, providersEndpoints.getModelsProvider, {
    handler: async ({ query, locale }) => labelledPage(await providers.list(query), labelledProvider(seedLabels(locale))),
  });

  defineRoute(app, providersEndpoints.postModelsProvider, {
    handler: ({ body, session }) => providers.create(body, session.user.id),
  });

  defineRoute(app, providersEndpoints.putModelsProvider, {
    handler: ({ body, session }) => providers.update(body, session.user.id),
  });

  defineRoute(app, providersEndpoints.postModelsProviderDelete, {
    handler: async ({ body }) => {
      await providers.delete(body);
      return null;
    },
  });
}
