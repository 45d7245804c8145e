import { idList, modelProvider, pageData, providerBody, providerListQuery, providerUpdateBody } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Provider management for administrators (upstream.md §2.9). */
export async function providersRoutes(app: FastifyInstance): Promise<void> {
  const { providers } = app.services;
  const tags = ['models'];

  defineRoute(app, {
    method: 'GET', url: '/models/provider', access: 'admin', tags,
    summary: 'Providers, by type then sort; `name` matches the name or the code',
    querystring: providerListQuery,
    response: pageData(modelProvider),
    handler: ({ query }) => providers.list(query),
  });

  defineRoute(app, {
    method: 'POST', url: '/models/provider', access: 'admin', tags,
    summary: 'Add a provider; fields as a list or its JSON text; the code is unique per type (614)',
    body: providerBody,
    response: modelProvider,
    handler: ({ body, session }) => providers.create(body, session.user.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/models/provider', access: 'admin', tags,
    summary: 'Edit a provider',
    body: providerUpdateBody,
    response: modelProvider,
    handler: ({ body, session }) => providers.update(body, session.user.id),
  });

  defineRoute(app, {
    method: 'POST', url: '/models/provider/delete', access: 'admin', tags,
    summary: 'Delete providers; refused (613) while a model config uses one',
    body: idList,
    response: z.null(),
    handler: async ({ body }) => {
      await providers.delete(body);
      return null;
    },
  });
}
