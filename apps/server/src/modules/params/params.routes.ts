import { paramsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Params management (upstream.md §2.10, §3.2). */
export async function paramsRoutes(app: FastifyInstance): Promise<void> {
  const { paramsAdmin } = app.services;

  defineRoute(app, paramsEndpoints.getAdminParamsPage, {
    handler: ({ query }) => paramsAdmin.list(query),
  });

  defineRoute(app, paramsEndpoints.postAdminParams, {
    handler: async ({ body }) => {
      await paramsAdmin.create(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.putAdminParams, {
    handler: async ({ body }) => {
      await paramsAdmin.update(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.postAdminParamsDelete, {
    handler: async ({ body }) => {
      await paramsAdmin.delete(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.postAdminParamsSm2Regenerate, {
    handler: async () => {
      await paramsAdmin.regenerateKeyPair();
      return null;
    },
  });
}
