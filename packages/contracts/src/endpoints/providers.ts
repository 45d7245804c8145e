import { z } from 'zod';
import { idList } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint } from '../http/endpoint.ts';
import { modelProvider } from '../models/models.ts';
import { providerBody, providerListQuery, providerUpdateBody } from '../models/provider-admin.ts';

const tags: readonly string[] = ['models'];

export const providersEndpoints = {
  getModelsProvider: endpoint({
    method: 'GET',
    path: '/models/provider',
    access: 'admin',
    tags,
    summary: 'Providers, by type then sort; `name` matches the name or the code',
    query: providerListQuery,
    response: pageData(modelProvider),
  }),
  postModelsProvider: endpoint({
    method: 'POST',
    path: '/models/provider',
    access: 'admin',
    tags,
    summary: 'Add a provider; fields as a list or its JSON text; the code is unique per type (614)',
    body: providerBody,
    response: modelProvider,
  }),
  putModelsProvider: endpoint({
    method: 'PUT',
    path: '/models/provider',
    access: 'admin',
    tags,
    summary: 'Edit a provider',
    body: providerUpdateBody,
    response: modelProvider,
  }),
  postModelsProviderDelete: endpoint({
    method: 'POST',
    path: '/models/provider/delete',
    access: 'admin',
    tags,
    summary: 'Delete providers; refused (613) while a model config uses one',
    body: idList,
    response: z.null(),
  }),
};
