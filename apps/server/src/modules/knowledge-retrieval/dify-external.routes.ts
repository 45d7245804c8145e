import { DIFY_EXTERNAL_CODE, externalKnowledgeEndpoints, knowledgeRetrievalMessages, type DifyRetrievalAnswer, type DifyRetrievalBody } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import type { RetrievalService } from '../datasets/index.ts';
import { DifyFailure, difyErrorHandler } from './dify-failure.ts';
import { userKeyGrant, type UserKeyGrant } from './user-key-grant.ts';

/** Dify sends `Authorization: Bearer <key>`; anything else is its error 1001. */
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Dify's external knowledge API (`POST /v1/external-knowledge/retrieval`): a Dify app searches one of the user's
 * knowledge bases, named by `knowledge_id`, with one of the user's API keys. The key is checked before the body is
 * read, so Dify's connection check (a POST with the key and no body) answers 403 for a wrong key and 400 otherwise.
 * Wrong keys count toward `rate_limit.server_auth_failure` per address, as on the RAGFlow route.
 */
export async function difyExternalRoutes(app: FastifyInstance): Promise<void> {
  const { apiKeys, datasets, retrieval } = app.services;
  const grants = new WeakMap<FastifyRequest, UserKeyGrant>();
  app.setErrorHandler(difyErrorHandler);
  app.addHook('onRequest', async (request) => {
    const key = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!key) throw new DifyFailure(403, DIFY_EXTERNAL_CODE.INVALID_AUTHORIZATION_FORMAT, knowledgeRetrievalMessages.difyAuthorizationFormat);
    const grant = await userKeyGrant({ apiKeys, datasets }, key);
    if (grant) return void grants.set(request, grant);
    if (await app.countServerAuthFailure(request)) throw new DifyFailure(429, DIFY_EXTERNAL_CODE.AUTHORIZATION_FAILED, knowledgeRetrievalMessages.tooManyWrongKeys);
    throw new DifyFailure(403, DIFY_EXTERNAL_CODE.AUTHORIZATION_FAILED, knowledgeRetrievalMessages.difyAuthorizationFailed);
  });

  defineRoute(app, externalKnowledgeEndpoints.postV1ExternalKnowledgeRetrieval, {
    handler: ({ body, request }) => difyRetrieve(retrieval, grants.get(request)!, body),
  });
}

/** The knowledge base's own search method; Dify's top_k and threshold (0 when Dify has it off) win over its settings. */
async function difyRetrieve(retrieval: Pick<RetrievalService, 'retrieveIn'>, grant: UserKeyGrant, body: DifyRetrievalBody): Promise<DifyRetrievalAnswer> {
  const dataset = grant.datasets.find((row) => row.id === body.knowledge_id);
  if (!dataset) throw new DifyFailure(404, DIFY_EXTERNAL_CODE.KNOWLEDGE_NOT_FOUND, knowledgeRetrievalMessages.difyKnowledgeNotFound, [body.knowledge_id]);
  const setting = body.retrieval_setting;
  const answer = await retrieval.retrieveIn([dataset], body.query, { top_k: setting?.top_k ?? dataset.top_k, score_threshold: setting?.score_threshold ?? null });
  return {
    records: answer.records.map(({ segment, score }) => ({
      content: segment.content,
      score,
      title: segment.document_name,
      metadata: { document_id: segment.document_id, segment_id: segment.id, dataset_id: dataset.id, position: segment.position },
    })),
  };
}
