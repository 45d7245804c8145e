import { knowledgeRetrievalMessages, RAGFLOW_CODE, ragflowEndpoints } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import type { KnowledgeGrant } from './agent-knowledge.service.ts';
import { ragflowErrorHandler, RagflowFailure } from './ragflow-failure.ts';
import { ragflowRetrieve } from './ragflow-retrieval.ts';
import { userKeyGrant } from './user-key-grant.ts';

function bearerOf(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').trim().replace(/^Bearer\s+/i, '').trim();
}

/**
 * `POST /api/v1/retrieval` at the site root, as xiaozhi-server's search_from_ragflow calls it with an agent's knowledge
 * key, and as any RAGFlow client calls it with one of the user's API keys. Outside /xiaozhi and
 * /v1, so the per-IP global limit never counts it (one device server speaks for many devices behind one address);
 * wrong keys count toward `rate_limit.server_auth_failure` per address, as wrong device-server secrets do.
 */
export async function ragflowRoutes(app: FastifyInstance): Promise<void> {
  const { agentKnowledge, apiKeys, datasets, documents, retrieval } = app.services;
  const grants = new WeakMap<FastifyRequest, Pick<KnowledgeGrant, 'datasets'>>();
  // This plugin's own context: its refusals leave in RAGFlow's shape, the rest of the app keeps the envelope.
  app.setErrorHandler(ragflowErrorHandler);
  // The key is checked before the body is read or validated, so every wrong key is counted, whatever it sent.
  app.addHook('onRequest', async (request) => {
    const bearer = bearerOf(request);
    // An agent's knowledge key (device servers), or a user's own API key (any RAGFlow client, the owner's datasets).
    const grant = bearer ? ((await agentKnowledge.grant(bearer)) ?? (await userKeyGrant({ apiKeys, datasets }, bearer))) : null;
    if (grant) return void grants.set(request, grant);
    if (await app.countServerAuthFailure(request)) throw new RagflowFailure(429, RAGFLOW_CODE.TOO_MANY_REQUESTS, knowledgeRetrievalMessages.tooManyWrongKeys);
    throw new RagflowFailure(401, RAGFLOW_CODE.AUTHENTICATION_ERROR, bearer ? knowledgeRetrievalMessages.keyInvalid : knowledgeRetrievalMessages.keyMissing);
  });

  defineRoute(app, ragflowEndpoints.postApiV1Retrieval, {
    handler: ({ body, request }) => ragflowRetrieve({ retrieval, datasetOf: (ids) => documents.datasetsOf(ids) }, grants.get(request)!, body),
  });
}
