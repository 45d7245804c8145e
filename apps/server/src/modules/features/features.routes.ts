import { featuresEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Feature management: the switches of `system-web.menu`, for administrators. */
export async function featuresRoutes(app: FastifyInstance): Promise<void> {
  const { features } = app.services;

  defineRoute(app, featuresEndpoints.getAdminFeatures, {
    handler: () => features.settings(),
  });

  defineRoute(app, featuresEndpoints.putAdminFeatures, {
    handler: ({ body }) => features.save(body),
  });
}
