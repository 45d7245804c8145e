import { apiKeysEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { audited } from '../audit/index.ts';

const target = (id: string, desc?: string) => ({ type: 'api_key', id, ...(desc === undefined ? {} : { name: desc }) });

/** The caller's own API keys; every query is scoped to the caller, every change and reveal audited. */
export async function apiKeysRoutes(app: FastifyInstance): Promise<void> {
  const { apiKeys } = app.services;

  defineRoute(app, apiKeysEndpoints.getV1ApiKeys, {
    handler: async ({ session }) => ({ api_keys: await apiKeys.list(session.user.id) }),
  });

  defineRoute(app, apiKeysEndpoints.postV1ApiKeys, {
    handler: ({ body, session, request }) =>
      audited(request, ({ result }) => ({ action: 'api_key.create', target: target(result?.id ?? '', body.desc) }), () => apiKeys.create(session.user.id, body.desc)),
  });

  defineRoute(app, apiKeysEndpoints.getV1ApiKeysById, {
    handler: ({ params, query, session, request }) =>
      query.raw
        ? audited(request, ({ result }) => ({ action: 'api_key.reveal', target: target(params.id, result?.desc) }), () => apiKeys.get(session.user.id, params.id, true))
        : apiKeys.get(session.user.id, params.id, false),
  });

  defineRoute(app, apiKeysEndpoints.putV1ApiKeys, {
    handler: ({ params, body, session, request }) =>
      audited(request, { action: 'api_key.update', target: target(params.id, body.desc) }, () => apiKeys.update(session.user.id, params.id, body.desc)),
  });

  defineRoute(app, apiKeysEndpoints.deleteV1ApiKeys, {
    handler: async ({ params, session, request }) => {
      await audited(request, { action: 'api_key.delete', target: target(params.id) }, () => apiKeys.delete(session.user.id, params.id));
      return {};
    },
  });
}
