import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint } from '../http/endpoint.ts';
import {
  modelConfig,
  modelConfigBody,
  modelConfigParams,
  modelListQuery,
  modelProviderParams,
  modelStatusParams,
  modelTypeParam,
} from '../models/model-admin.ts';
import { modelProvider } from '../models/models.ts';

const tags: readonly string[] = ['models'];

export const modelAdminEndpoints = {
  getModelsList: endpoint({
    method: 'GET',
    path: '/models/list',
    access: 'admin',
    tags,
    summary: 'Public model configs of a type, enabled first then by sort unless sorted otherwise; secrets masked',
    query: modelListQuery,
    response: pageData(modelConfig),
  }),
  getModelsProvideTypes: endpoint({
    method: 'GET',
    path: '/models/:modelType/provideTypes',
    access: 'admin',
    tags,
    summary: 'Providers of a model type with their field schemas',
    params: modelTypeParam,
    response: z.array(modelProvider),
  }),
  postModels: endpoint({
    method: 'POST',
    path: '/models/:modelType/:provideCode',
    access: 'admin',
    tags,
    summary: 'Add a model config (isDefault is ignored: use PUT /models/default/{id})',
    body: modelConfigBody,
    params: modelProviderParams,
    response: modelConfig,
  }),
  putModels: endpoint({
    method: 'PUT',
    path: '/models/:modelType/:provideCode/:id',
    access: 'admin',
    tags,
    summary: 'Edit a model config; secrets sent back masked are kept',
    body: modelConfigBody,
    params: modelConfigParams,
    response: modelConfig,
  }),
  getModels: endpoint({
    method: 'GET',
    path: '/models/:id',
    access: 'admin',
    tags,
    summary: 'One public model config, secrets masked',
    params: idParam,
    response: modelConfig,
  }),
  deleteModels: endpoint({
    method: 'DELETE',
    path: '/models/:id',
    access: 'admin',
    tags,
    summary: 'Delete a model config (not the default 10064, not one agents use 10093) and its voices',
    params: idParam,
    response: z.null(),
  }),
  putModelsEnable: endpoint({
    method: 'PUT',
    path: '/models/enable/:id/:status',
    access: 'admin',
    tags,
    summary: 'Enable (1) or disable (0) a model config; the default cannot be disabled',
    params: modelStatusParams,
    response: z.null(),
  }),
  putModelsDefault: endpoint({
    method: 'PUT',
    path: '/models/default/:id',
    access: 'admin',
    tags,
    summary: 'Make a config the default (and enabled) of its type, clearing the others',
    params: idParam,
    response: z.null(),
  }),
};
