import { apiKeyBody, apiKeyEmpty, apiKeyIdParam, apiKeyList, apiKeyRevealQuery, apiKeyView } from '../api-keys/api-keys.ts';
import { endpoint } from '../http/endpoint.ts';

const tags: readonly string[] = ['v1 api keys'];

/** The caller's own API keys; each acts as its owner on /v1 and the user routes of /xiaozhi. */
export const apiKeysEndpoints = {
  getV1ApiKeys: endpoint({
    method: 'GET',
    path: '/v1/api-keys',
    access: 'user',
    tags,
    summary: "The caller's API keys, masked, newest first; revoked ones with when and why",
    response: apiKeyList,
  }),
  postV1ApiKeys: endpoint({
    method: 'POST',
    path: '/v1/api-keys',
    access: 'user',
    signInOnly: true,
    tags,
    summary: 'Create an API key (32 lowercase hex); the answer shows it masked, `?raw=true` on the GET reveals it',
    body: apiKeyBody,
    response: apiKeyView,
  }),
  getV1ApiKeysById: endpoint({
    method: 'GET',
    path: '/v1/api-keys/:id',
    access: 'user',
    signInOnly: { query: 'raw' },
    tags,
    summary: 'One API key, masked; with raw=true the full key (not with an API key)',
    params: apiKeyIdParam,
    query: apiKeyRevealQuery,
    response: apiKeyView,
  }),
  putV1ApiKeys: endpoint({
    method: 'PUT',
    path: '/v1/api-keys/:id',
    access: 'user',
    tags,
    summary: "Change an API key's description",
    params: apiKeyIdParam,
    body: apiKeyBody,
    response: apiKeyView,
  }),
  deleteV1ApiKeys: endpoint({
    method: 'DELETE',
    path: '/v1/api-keys/:id',
    access: 'user',
    signInOnly: true,
    tags,
    summary: 'Delete an API key; it is refused from the next request on (612 when unknown)',
    params: apiKeyIdParam,
    response: apiKeyEmpty,
  }),
};
