import { ragflowRetrievalAnswer, ragflowRetrievalBody, RAGFLOW_RETRIEVAL_PATH } from '../datasets/ragflow.ts';
import { endpoint, rawJsonAnswer } from '../http/endpoint.ts';

/**
 * RAGFlow's own paths at the site root (not under /xiaozhi): what an unchanged xiaozhi-server calls with the knowledge
 * key the agent-models answer hands it, and any RAGFlow client with a user's API key. `anon` for the access guard: the
 * route checks that key itself and answers in RAGFlow's shape, never the console envelope.
 */
export const ragflowEndpoints = {
  postApiV1Retrieval: endpoint({
    method: 'POST',
    path: RAGFLOW_RETRIEVAL_PATH,
    access: 'anon',
    tags: ['knowledge-base'],
    summary: "RAGFlow-compatible retrieval (Bearer: an agent's knowledge key from /config/agent-models, or a user's API key for that user's knowledge bases)",
    body: ragflowRetrievalBody,
    response: rawJsonAnswer(ragflowRetrievalAnswer, 'RAGFlow JSON: {code: 0, data: {chunks, doc_aggs, total}}; refusals {code: <non-zero>, message}'),
  }),
};
