import { knowledgeRetrievalMessages, RAGFLOW_CODE, RAGFLOW_TOP_K_MAX, type RagflowChunk, type RagflowRetrievalAnswer, type RagflowRetrievalBody, type RetrieveAnswer } from '@vox/contracts';
import type { RetrievalService } from '../datasets/index.ts';
import type { Repositories } from '../repositories.ts';
import type { KnowledgeGrant } from './agent-knowledge.service.ts';
import { RagflowFailure } from './ragflow-failure.ts';

export interface RagflowRetrievalDeps {
  repos: Pick<Repositories, 'agentDatasets'>;
  retrieval: RetrievalService;
}

/**
 * RAGFlow's retrieval over the grant's knowledge bases, in process. `dataset_ids` must be among them (absent: all of
 * them). `top_k` bounds the candidates as in RAGFlow, `page`/`page_size` pick what is returned (page_size defaults to
 * the first knowledge base's top_k, `similarity_threshold` to its score threshold), `document_ids` narrows to those
 * documents. `total` counts the chunks found up to the requested page.
 */
export async function ragflowRetrieve(deps: RagflowRetrievalDeps, grant: KnowledgeGrant, body: RagflowRetrievalBody): Promise<RagflowRetrievalAnswer> {
  const allowed = new Map(grant.datasets.map((dataset) => [dataset.id, dataset]));
  const asked = body.dataset_ids?.length ? [...new Set(body.dataset_ids)] : [...allowed.keys()];
  const refused = asked.find((id) => !allowed.has(id));
  if (refused !== undefined) throw new RagflowFailure(403, RAGFLOW_CODE.DATA_ERROR, knowledgeRetrievalMessages.datasetNotAllowed, [refused]);
  const datasets = asked.map((id) => allowed.get(id)!);

  const page = body.page ?? 1;
  const pageSize = body.page_size ?? datasets[0]!.top_k;
  const documents = body.document_ids?.length ? new Set(body.document_ids) : null;
  const pool = body.top_k ?? undefined;
  // Narrowed to documents, the ranking is filtered afterwards, so it asks for the whole candidate pool.
  const wanted = documents ? (pool ?? RAGFLOW_TOP_K_MAX) : Math.min(pool ?? Number.MAX_SAFE_INTEGER, page * pageSize);
  const answer = await deps.retrieval.retrieveIn(datasets, body.question, { top_k: wanted, score_threshold: body.similarity_threshold ?? null });
  let records = documents ? answer.records.filter((record) => documents.has(record.segment.document_id)) : answer.records;
  if (pool !== undefined) records = records.slice(0, pool);

  const owners = await deps.repos.agentDatasets.datasetOfDocuments(records.map((record) => record.segment.document_id));
  const chunks = records.slice((page - 1) * pageSize, page * pageSize).map((record) => toChunk(record, answer.search_method, owners));
  return { code: 0, data: { chunks, doc_aggs: docAggregates(records), total: records.length } };
}

type RetrievedRecord = RetrieveAnswer['records'][number];

/** One score per hit: keyword hits are term similarity, semantic ones vector similarity, hybrid ones both (fused). */
function toChunk(record: RetrievedRecord, method: RetrieveAnswer['search_method'], owners: Map<string, string>): RagflowChunk {
  const { segment, score } = record;
  const datasetId = owners.get(segment.document_id) ?? '';
  return {
    id: segment.id,
    content: segment.content,
    document_id: segment.document_id,
    document_keyword: segment.document_name,
    dataset_id: datasetId,
    kb_id: datasetId,
    similarity: score,
    vector_similarity: method === 'keyword_search' ? 0 : score,
    term_similarity: method === 'semantic_search' ? 0 : score,
  };
}

/** Chunks per document, most first, as RAGFlow's doc_aggs. */
function docAggregates(records: readonly RetrievedRecord[]): RagflowRetrievalAnswer['data']['doc_aggs'] {
  const counts = new Map<string, { doc_id: string; doc_name: string; count: number }>();
  for (const { segment } of records) {
    const entry = counts.get(segment.document_id) ?? { doc_id: segment.document_id, doc_name: segment.document_name, count: 0 };
    entry.count += 1;
    counts.set(segment.document_id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
