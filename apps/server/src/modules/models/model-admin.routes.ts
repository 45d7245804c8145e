import { idParam, modelConfig, modelConfigBody, modelConfigParams, modelListQuery, modelProvider, modelProviderParams, modelStatusParams, modelTypeParam, pageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Model configuration for administrators (upstream.md §2.8, §3.5). */
export async function modelAdminRoutes(app: FastifyInstance): Promise<void> {
  const { modelAdmin } = app.services;
  const tags = ['models'];

  defineRoute(app, {
    method: 'GET', url: '/models/list', access: 'admin', tags,
    summary: 'Public model configs of a type, enabled first then by sort; secrets masked',
    querystring: modelListQuery,
    response: pageData(modelConfig),
    handler: ({ query }) => modelAdmin.list(query),
  });

  defineRoute(app, {
    method: 'GET', url: '/models/:modelType/provideTypes', access: 'admin', tags,
    summary: 'Providers of a model type with their field schemas',
    params: modelTypeParam,
    response: z.array(modelProvider),
    handler: ({ params }) => modelAdmin.providerTypes(params.modelType),
  });

  defineRoute(app, {
    method: 'POST', url: '/models/:modelType/:provideCode', access: 'admin', tags,
    summary: 'Add a model config (isDefault is ignored: use PUT /models/default/{id})',
    params: modelProviderParams,
    body: modelConfigBody,
    response: modelConfig,
    handler: ({ params, body, session }) => modelAdmin.create(params.modelType, params.provideCode, body, session.user.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/models/:modelType/:provideCode/:id', access: 'admin', tags,
    summary: 'Edit a model config; secrets sent back masked are kept',
    params: modelConfigParams,
    body: modelConfigBody,
    response: modelConfig,
    handler: ({ params, body, session }) => modelAdmin.update(params.modelType, params.provideCode, params.id, body, session.user.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/models/:id', access: 'admin', tags,
    summary: 'One public model config, secrets masked',
    params: idParam,
    response: modelConfig,
    handler: ({ params }) => modelAdmin.get(params.id),
  });

  defineRoute(app, {
    method: 'DELETE', url: '/models/:id', access: 'admin', tags,
    summary: 'Delete a model config (not the default 10064, not one agents use 10093) and its voices',
    params: idParam,
    response: z.null(),
    handler: async ({ params }) => {
      await modelAdmin.delete(params.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/models/enable/:id/:status', access: 'admin', tags,
    summary: 'Enable (1) or disable (0) a model config; the default cannot be disabled',
    params: modelStatusParams,
    response: z.null(),
    handler: async ({ params, session }) => {
      await modelAdmin.setEnabled(params.id, params.status, session.user.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/models/default/:id', access: 'admin', tags,
    summary: 'Make a config the default (and enabled) of its type, clearing the others',
    params: idParam,
    response: z.null(),
    handler: async ({ params, session }) => {
      await modelAdmin.setDefault(params.id, session.user.id);
      return null;
    },
  });
}
