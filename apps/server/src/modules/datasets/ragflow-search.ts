import { RAGFLOW_TOP_K_MAX, type RagflowChunk, type RagflowRetrievalAnswer, type RagflowRetrievalBody, type RetrieveAnswer } from '@vox/contracts';
import type { DatasetRow } from './datasets.repository.ts';
import type { RetrievalService } from './retrieval.service.ts';

export interface RagflowSearchDeps {
  retrieval: Pick<RetrievalService, 'retrieveIn'>;
  /** The dataset of each retrieved document. */
  datasetOf: (documentIds: readonly string[]) => Promise<Map<string, string>>;
}

/** A RAGFlow chunk with the segment's place in its document, which some answers show. */
export interface RagflowHit {
  chunk: RagflowChunk;
  position: number;
}

export interface RagflowSearchResult {
  hits: RagflowHit[];
  doc_aggs: RagflowRetrievalAnswer['data']['doc_aggs'];
  total: number;
}

/**
 * RAGFlow's retrieval over knowledge bases already allowed to the caller (at least one). `top_k` bounds the candidates
 * as in RAGFlow, `page`/`page_size` pick what is returned (page_size defaults to `defaultPageSize`, else the first
 * knowledge base's top_k; `similarity_threshold` to its score threshold), `document_ids` narrows to those documents.
 * `total` counts the chunks found up to the requested page.
 */
export async function ragflowSearch(
  deps: RagflowSearchDeps,
  datasets: readonly DatasetRow[],
  body: RagflowRetrievalBody,
  defaultPageSize?: number,
): Promise<RagflowSearchResult> {
  const page = body.page ?? 1;
  const pageSize = body.page_size ?? defaultPageSize ?? datasets[0]!.top_k;
  const documents = body.document_ids?.length ? new Set(body.document_ids) : null;
  const pool = body.top_k ?? undefined;
  // Narrowed to documents, the ranking is filtered afterwards, so it asks for the whole candidate pool.
  const wanted = documents ? (pool ?? RAGFLOW_TOP_K_MAX) : Math.min(pool ?? Number.MAX_SAFE_INTEGER, page * pageSize);
  const answer = await deps.retrieval.retrieveIn(datasets, body.question, { top_k: wanted, score_threshold: body.similarity_threshold ?? null });
  let records = documents ? answer.records.filter((record) => documents.has(record.segment.document_id)) : answer.records;
  if (pool !== undefined) records = records.slice(0, pool);

  const owners = datasets.length === 1 ? null : await deps.datasetOf(records.map((record) => record.segment.document_id));
  const datasetOf = (documentId: string) => (owners ? (owners.get(documentId) ?? '') : datasets[0]!.id);
  const hits = records
    .slice((page - 1) * pageSize, page * pageSize)
    .map((record) => ({ chunk: toChunk(record, answer.search_method, datasetOf(record.segment.document_id)), position: record.segment.position }));
  return { hits, doc_aggs: docAggregates(records), total: records.length };
}

type RetrievedRecord = RetrieveAnswer['records'][number];

/** One score per hit: keyword hits are term similarity, semantic ones vector similarity, hybrid ones both (fused). */
function toChunk(record: RetrievedRecord, method: RetrieveAnswer['search_method'], datasetId: string): RagflowChunk {
  const { segment, score } = record;
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
function docAggregates(records: readonly RetrievedRecord[]): RagflowSearchResult['doc_aggs'] {
  const counts = new Map<string, { doc_id: string; doc_name: string; count: number }>();
  for (const { segment } of records) {
    const entry = counts.get(segment.document_id) ?? { doc_id: segment.document_id, doc_name: segment.document_name, count: 0 };
    entry.count += 1;
    counts.set(segment.document_id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
