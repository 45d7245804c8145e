import { difyRetrievalAnswer, difyRetrievalBody, DIFY_EXTERNAL_KNOWLEDGE_PATH } from '../datasets/dify-external.ts';
import { endpoint, rawJsonAnswer } from '../http/endpoint.ts';

/**
 * Dify's external knowledge API. `anon` for the access guard: the route checks the user's API key itself and answers
 * in Dify's shape (`{records}`, refusals `{error_code, error_msg}`), never the console envelope.
 */
export const externalKnowledgeEndpoints = {
  postV1ExternalKnowledgeRetrieval: endpoint({
    method: 'POST',
    path: DIFY_EXTERNAL_KNOWLEDGE_PATH,
    access: 'anon',
    tags: ['knowledge-base'],
    summary: "Dify external knowledge retrieval (Bearer: the user's API key; knowledge_id: one of the user's knowledge bases)",
    body: difyRetrievalBody,
    response: rawJsonAnswer(difyRetrievalAnswer, 'Dify JSON: {records: [{content, score, title, metadata}]}; refusals {error_code: 1001|1002|2001, error_msg}'),
  }),
};
