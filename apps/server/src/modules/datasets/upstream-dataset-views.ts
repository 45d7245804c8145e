import {
  RAG_MODEL_IDS,
  ragModelNames,
  SEARCH_METHOD_OF_RAG_MODEL,
  textFor,
  UPSTREAM_RUN_STATES,
  type AppLocale,
  type DocumentStatus,
  type RagModelId,
  type Segment,
  type UpstreamChunkList,
  type UpstreamDataset,
  type UpstreamDocument,
  type UpstreamRagModel,
  type UpstreamRetrievalAnswer,
  type UpstreamRunState,
} from '@vox/contracts';
import { formatGmt8 } from '../../lib/time.ts';
import { failureText } from './dataset-views.ts';
import type { DatasetWithCounts } from './datasets.repository.ts';
import type { DocumentFilter, DocumentRow } from './documents.repository.ts';
import type { RagflowSearchResult } from './ragflow-search.ts';

/*
 * Our knowledge bases in upstream manager-api's shapes (KnowledgeBaseDTO, KnowledgeFilesDTO, RAGFlow's chunk and
 * hit). Fields only RAGFlow fills (avatar, thumbnail, questions, positions…) are answered empty, never invented.
 */

const RAG_MODEL_OF_METHOD = new Map(Object.entries(SEARCH_METHOD_OF_RAG_MODEL).map(([id, method]) => [method, id as RagModelId]));
export const ragModelIdOf = (searchMethod: string | null): RagModelId => RAG_MODEL_OF_METHOD.get(searchMethod as never) ?? RAG_MODEL_IDS.builtin;

export function upstreamDatasetView(row: DatasetWithCounts, embeddingModel: string | null): UpstreamDataset {
  return {
    id: row.id,
    datasetId: row.id,
    ragModelId: ragModelIdOf(row.search_method),
    name: row.name,
    avatar: null,
    description: row.description,
    embeddingModel: row.search_method === 'keyword_search' ? null : embeddingModel,
    permission: 'me',
    chunkMethod: 'naive',
    parserConfig: null,
    chunkCount: row.segment_count,
    tokenNum: row.word_count,
    status: 1,
    creator: row.user_id,
    createdAt: formatGmt8(row.created_at),
    updater: row.user_id,
    updatedAt: formatGmt8(row.updated_at),
    documentCount: row.document_count,
    errorMessage: null,
  };
}

/** Ours start indexing on upload, so a queued document is already RUNNING; nothing waits for a "parse" click. */
const RUN_OF_STATUS: Record<DocumentStatus, UpstreamRunState> = {
  waiting: 'RUNNING',
  parsing: 'RUNNING',
  splitting: 'RUNNING',
  indexing: 'RUNNING',
  completed: 'DONE',
  failed: 'FAIL',
};
const runOf = (status: string): UpstreamRunState => RUN_OF_STATUS[status as DocumentStatus] ?? 'FAIL';

/** Upstream's status filter: '1'/'0' is enabled or not; a run state (any case) is the documents in it. */
export function documentStatusFilter(status: string | undefined): DocumentFilter {
  if (status === undefined) return {};
  if (status === '1' || status === '0') return { enabled: status === '1' };
  const run = status.toUpperCase();
  return { statuses: Object.entries(RUN_OF_STATUS).filter(([, state]) => state === run).map(([ours]) => ours) };
}

/** The segmentation a document was split with, in RAGFlow's parser_config words. */
function parserConfigOf(row: DocumentRow): Record<string, unknown> {
  const rule = JSON.parse(row.process_rule) as { mode?: string; rules?: { segmentation?: { max_tokens?: number; separator?: string } } };
  const segmentation = rule.mode === 'custom' ? rule.rules?.segmentation : undefined;
  return segmentation ? { chunk_token_num: segmentation.max_tokens, delimiter: segmentation.separator } : {};
}

export function upstreamDocumentView(row: DocumentRow, ownerId: string, locale: AppLocale): UpstreamDocument {
  const run = runOf(row.status);
  return {
    id: row.id,
    documentId: row.id,
    datasetId: row.dataset_id,
    name: row.name,
    fileType: row.file_type,
    fileSize: row.size,
    filePath: null,
    progress: row.progress / 100,
    thumbnail: null,
    processDuration: 0,
    sourceType: 'local',
    metaFields: {},
    chunkMethod: 'naive',
    parserConfig: parserConfigOf(row),
    status: row.enabled === 1 ? '1' : '0',
    run,
    creator: ownerId,
    createdAt: formatGmt8(row.created_at),
    updater: ownerId,
    updatedAt: formatGmt8(row.updated_at),
    chunkCount: row.segment_count,
    tokenCount: row.word_count,
    error: failureText(row.error_code, row.error_detail, locale),
    parseStatusCode: UPSTREAM_RUN_STATES.indexOf(run),
  };
}

export function upstreamChunkListView(row: DocumentRow, page: { segments: Segment[]; total: number }, locale: AppLocale): UpstreamChunkList {
  const run = runOf(row.status);
  const created = Date.parse(row.created_at);
  const updated = Date.parse(row.updated_at);
  return {
    chunks: page.segments.map((segment) => ({
      id: segment.id,
      content: segment.content,
      document_id: row.id,
      docnm_kwd: row.name,
      important_keywords: segment.keywords,
      questions: [],
      image_id: '',
      dataset_id: row.dataset_id,
      available: segment.enabled,
      positions: [],
    })),
    doc: {
      id: row.id,
      dataset_id: row.dataset_id,
      name: row.name,
      type: row.file_type,
      suffix: row.file_type,
      size: row.size,
      chunk_count: row.segment_count,
      token_count: row.word_count,
      chunk_method: 'naive',
      parser_config: parserConfigOf(row),
      source_type: 'local',
      progress: row.progress / 100,
      progress_msg: failureText(row.error_code, row.error_detail, locale) ?? '',
      run,
      status: row.enabled === 1 ? '1' : '0',
      create_time: created,
      create_date: new Date(created).toUTCString(),
      update_time: updated,
      update_date: new Date(updated).toUTCString(),
    },
    total: page.total,
  };
}

export function upstreamRetrievalView(found: RagflowSearchResult, highlight: boolean): UpstreamRetrievalAnswer {
  return {
    chunks: found.hits.map(({ chunk, position }) => ({
      id: chunk.id,
      content: chunk.content,
      document_id: chunk.document_id,
      dataset_id: chunk.dataset_id,
      document_name: chunk.document_keyword,
      document_keyword: chunk.document_keyword,
      similarity: chunk.similarity,
      vector_similarity: chunk.vector_similarity,
      term_similarity: chunk.term_similarity,
      index: position - 1,
      highlight: highlight ? chunk.content : '',
      important_keywords: [],
      questions: [],
      image_id: '',
      positions: [],
    })),
    doc_aggs: found.doc_aggs,
    total: found.total,
  };
}

/** What rag-models offers: keyword search always, semantic and hybrid while an embedding model can embed. */
export function ragModelsView(embeddingModel: string | null, locale: AppLocale): UpstreamRagModel[] {
  const ids = embeddingModel ? Object.values(RAG_MODEL_IDS) : [RAG_MODEL_IDS.builtin, RAG_MODEL_IDS.keyword];
  return ids.map((id, index) => ({
    id,
    modelType: 'RAG',
    modelCode: id,
    modelName: textFor(ragModelNames[id], locale).replace('{0}', embeddingModel ?? ''),
    isDefault: id === RAG_MODEL_IDS.builtin ? 1 : 0,
    isEnabled: 1,
    configJson: { search_method: SEARCH_METHOD_OF_RAG_MODEL[id], embedding_model: SEARCH_METHOD_OF_RAG_MODEL[id] === 'keyword_search' ? null : embeddingModel },
    docLink: null,
    remark: '',
    sort: index,
  }));
}
