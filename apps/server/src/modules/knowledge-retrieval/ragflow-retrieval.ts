import { knowledgeRetrievalMessages, RAGFLOW_CODE, type RagflowRetrievalAnswer, type RagflowRetrievalBody } from '@vox/contracts';
import { ragflowSearch, type RagflowSearchDeps } from '../datasets/index.ts';
import type { KnowledgeGrant } from './agent-knowledge.service.ts';
import { RagflowFailure } from './ragflow-failure.ts';

/**
 * RAGFlow's retrieval over the grant's knowledge bases, in process. `dataset_ids` must be among them (absent: all of
 * them); a grant without any knowledge base (a user's API key before they made one) finds nothing.
 */
export async function ragflowRetrieve(deps: RagflowSearchDeps, grant: Pick<KnowledgeGrant, 'datasets'>, body: RagflowRetrievalBody): Promise<RagflowRetrievalAnswer> {
  const allowed = new Map(grant.datasets.map((dataset) => [dataset.id, dataset]));
  const asked = body.dataset_ids?.length ? [...new Set(body.dataset_ids)] : [...allowed.keys()];
  const refused = asked.find((id) => !allowed.has(id));
  if (refused !== undefined) throw new RagflowFailure(403, RAGFLOW_CODE.DATA_ERROR, knowledgeRetrievalMessages.datasetNotAllowed, [refused]);
  if (asked.length === 0) return { code: 0, data: { chunks: [], doc_aggs: [], total: 0 } };
  const found = await ragflowSearch(deps, asked.map((id) => allowed.get(id)!), body);
  return { code: 0, data: { chunks: found.hits.map((hit) => hit.chunk), doc_aggs: found.doc_aggs, total: found.total } };
}
