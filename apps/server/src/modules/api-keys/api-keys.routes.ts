import { apiKeysEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The caller's own API keys (v1-api.md §6); every query is scoped to the caller. */
export async function apiKeysRoutes(app: FastifyInstance): Promise<void> {
  const { apiKeys } = app.services;

  defineRoute(app, apiKeysEndpoints.getV1ApiKeys, {
    handler: async ({ session }) => ({ api_keys: await apiKeys.list(session.user.id) }),
  });

  defineRoute(app, apiKeysEndpoints.postV1ApiKeys, {
    handler: ({ body, session }) => apiKeys.create(session.user.id, body.desc),
  });

  defineRoute(app, apiKeysEndpoints.getV1ApiKeysById, {
    handler: ({ params, query, session }) => apiKeys.get(session.user.id, params.id, query.raw),
  });

  defineRoute(app, apiKeysEndpoints.putV1ApiKeys, {
    handler: ({ params, body, session }) => apiKeys.update(session.user.id, params.id, body.desc),
  });

  defineRoute(app, apiKeysEndpoints.deleteV1ApiKeys, {
    handler: async ({ params, session }) => {
      await apiKeys.delete(session.user.id, params.id);
      return {};
    },
  });
}
