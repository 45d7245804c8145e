import { z } from 'zod';
import type { LocalizedText } from '../common/locale.ts';
import { MAX_PAGE_SIZE } from '../common/page-sizes.ts';
import { DATASET_DESC_MAX, DATASET_NAME_MAX, type SearchMethod } from './dataset-limits.ts';
import { ragflowRetrievalBody } from './ragflow.ts';

/**
 * Upstream manager-api's knowledge-base API (`/xiaozhi/datasets…`, its KnowledgeBaseController and
 * KnowledgeFilesController) served on our own knowledge bases: its field names (camelCase DTOs, RAGFlow's snake_case
 * chunks), `page`/`page_size` paging answering `{total, list}`, and its codes.
 */

/** What `GET /datasets/rag-models` offers: our built-in engine, one entry per way it can search. */
export const RAG_MODEL_IDS = {
  builtin: 'vox-builtin',
  keyword: 'vox-keyword',
  semantic: 'vox-semantic',
  hybrid: 'vox-hybrid',
} as const;
export type RagModelId = (typeof RAG_MODEL_IDS)[keyof typeof RAG_MODEL_IDS];

/** The dataset's search method each RAG model id stands for (builtin: hybrid with an embedding model, else keyword). */
export const SEARCH_METHOD_OF_RAG_MODEL: Record<RagModelId, SearchMethod | null> = {
  [RAG_MODEL_IDS.builtin]: null,
  [RAG_MODEL_IDS.keyword]: 'keyword_search',
  [RAG_MODEL_IDS.semantic]: 'semantic_search',
  [RAG_MODEL_IDS.hybrid]: 'hybrid_search',
};

/** How rag-models names each engine; `{0}` is the embedding model's name. */
export const ragModelNames: Record<RagModelId, LocalizedText> = {
  [RAG_MODEL_IDS.builtin]: {
    zh_CN: '内置知识库（自动：有向量模型时混合检索，否则关键词检索）',
    zh_TW: '內建知識庫（自動：有向量模型時混合檢索，否則關鍵字檢索）',
    en: 'Built-in knowledge base (automatic: hybrid search with an embedding model, else keyword search)',
    de: 'Integrierte Wissensdatenbank (automatisch: hybride Suche mit Embedding-Modell, sonst Stichwortsuche)',
    vi: 'Cơ sở tri thức tích hợp (tự động: tìm kết hợp khi có mô hình embedding, nếu không thì theo từ khóa)',
    pt_BR: 'Base de conhecimento integrada (automática: busca híbrida com modelo de embedding, senão por palavra-chave)',
  },
  [RAG_MODEL_IDS.keyword]: { zh_CN: '内置知识库 · 关键词检索', zh_TW: '內建知識庫 · 關鍵字檢索', en: 'Built-in knowledge base · keyword search', de: 'Integrierte Wissensdatenbank · Stichwortsuche', vi: 'Cơ sở tri thức tích hợp · tìm theo từ khóa', pt_BR: 'Base de conhecimento integrada · busca por palavra-chave' },
  [RAG_MODEL_IDS.semantic]: { zh_CN: '内置知识库 · 语义检索（{0}）', zh_TW: '內建知識庫 · 語意檢索（{0}）', en: 'Built-in knowledge base · semantic search ({0})', de: 'Integrierte Wissensdatenbank · semantische Suche ({0})', vi: 'Cơ sở tri thức tích hợp · tìm theo ngữ nghĩa ({0})', pt_BR: 'Base de conhecimento integrada · busca semântica ({0})' },
  [RAG_MODEL_IDS.hybrid]: { zh_CN: '内置知识库 · 混合检索（{0}）', zh_TW: '內建知識庫 · 混合檢索（{0}）', en: 'Built-in knowledge base · hybrid search ({0})', de: 'Integrierte Wissensdatenbank · hybride Suche ({0})', vi: 'Cơ sở tri thức tích hợp · tìm kết hợp ({0})', pt_BR: 'Base de conhecimento integrada · busca híbrida ({0})' },
};

export const upstreamDatasetParam = z.object({ dataset_id: z.string().min(1).max(64) });
export const upstreamDocumentParams = upstreamDatasetParam.extend({ document_id: z.string().min(1).max(64) });
export const upstreamDocumentStatusParams = upstreamDatasetParam.extend({ status: z.string().min(1).max(20) });

/** Upstream's knowledge paging: `page` (below 1 read as 1) and `page_size`, default 10. */
const upstreamPage = {
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
};
const nameFilter = z.string().trim().max(100).optional().transform((name) => name || undefined);

export const upstreamDatasetListQuery = z.object({ name: nameFilter, ...upstreamPage });
export const upstreamDocumentListQuery = z.object({ name: nameFilter, status: z.string().trim().max(20).optional().transform((status) => status || undefined), ...upstreamPage });
export const upstreamDocumentPageQuery = z.object(upstreamPage);
export const upstreamChunkListQuery = z.object({
  ...upstreamPage,
  keywords: z.string().trim().max(200).optional().transform((keywords) => keywords || undefined),
  /** One chunk by its id. */
  id: z.string().trim().max(64).optional().transform((id) => id || undefined),
});

/** `DELETE /datasets/batch?ids=a,b`. */
export const upstreamDatasetBatchQuery = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .max(6600)
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length > 0 && ids.length <= 100, { message: '1-100 ids' }),
});

const documentIdList = z.array(z.string().min(1).max(64)).min(1).max(100);
/** `DELETE /datasets/{id}/documents`: `{ids}`, or RAGFlow's `document_ids` as upstream also reads. */
export const upstreamDocumentBatchBody = z
  .object({ ids: documentIdList.optional(), document_ids: documentIdList.optional() })
  .refine((body) => body.ids !== undefined || body.document_ids !== undefined, { message: 'ids is required', path: ['ids'] })
  .transform((body) => ({ ids: [...new Set(body.ids ?? body.document_ids ?? [])] }));
/** `POST /datasets/{id}/chunks`: parse (index again) these documents. */
export const upstreamParseBody = z.object({ document_ids: documentIdList });

/** Upstream's status switch: 1 on. A knowledge base here is always on (an agent stops using it by unlinking it). */
const datasetStatus = z.coerce.number().int().min(0).max(1).nullish();

/** KnowledgeBaseDTO as create and update send it; fields upstream's RAGFlow needed and we do not are accepted and ignored. */
export const upstreamDatasetBody = z.object({
  name: z.string().trim().min(1).max(DATASET_NAME_MAX).optional(),
  description: z.string().trim().max(DATASET_DESC_MAX).nullish(),
  ragModelId: z.enum(Object.values(RAG_MODEL_IDS) as [RagModelId, ...RagModelId[]]).nullish(),
  status: datasetStatus,
});
export const upstreamDatasetCreateBody = upstreamDatasetBody.extend({ name: z.string().trim().min(1).max(DATASET_NAME_MAX) });

/** KnowledgeBaseDTO. Ids are ours; `datasetId` equals `id` (upstream kept RAGFlow's id beside its own). */
export const upstreamDataset = z.object({
  id: z.string(),
  datasetId: z.string(),
  ragModelId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  description: z.string(),
  embeddingModel: z.string().nullable(),
  permission: z.string(),
  chunkMethod: z.string(),
  parserConfig: z.string().nullable(),
  chunkCount: z.number().int(),
  tokenNum: z.number().int(),
  status: z.number().int(),
  creator: z.string(),
  createdAt: z.string(),
  updater: z.string(),
  updatedAt: z.string(),
  documentCount: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type UpstreamDataset = z.output<typeof upstreamDataset>;

/** RAGFlow's run states upstream shows (parseStatusCode 0-4 in this order). */
export const UPSTREAM_RUN_STATES = ['UNSTART', 'RUNNING', 'CANCEL', 'DONE', 'FAIL'] as const;
export type UpstreamRunState = (typeof UPSTREAM_RUN_STATES)[number];

/** KnowledgeFilesDTO. `progress` 0.0-1.0; `status` '1' enabled, '0' disabled; `run` and `parseStatusCode` the parse state. */
export const upstreamDocument = z.object({
  id: z.string(),
  documentId: z.string(),
  datasetId: z.string(),
  name: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  filePath: z.string().nullable(),
  progress: z.number(),
  thumbnail: z.string().nullable(),
  processDuration: z.number(),
  sourceType: z.string(),
  metaFields: z.record(z.string(), z.unknown()),
  chunkMethod: z.string(),
  parserConfig: z.record(z.string(), z.unknown()),
  status: z.string(),
  run: z.enum(UPSTREAM_RUN_STATES),
  creator: z.string(),
  createdAt: z.string(),
  updater: z.string(),
  updatedAt: z.string(),
  chunkCount: z.number().int(),
  tokenCount: z.number().int(),
  error: z.string().nullable(),
  parseStatusCode: z.number().int(),
});
export type UpstreamDocument = z.output<typeof upstreamDocument>;

/** RAGFlow's document (DocumentDTO.InfoVO), the `doc` of a chunk list. */
export const upstreamChunkDocument = z.object({
  id: z.string(),
  dataset_id: z.string(),
  name: z.string(),
  type: z.string(),
  suffix: z.string(),
  size: z.number().int(),
  chunk_count: z.number().int(),
  token_count: z.number().int(),
  chunk_method: z.string(),
  parser_config: z.record(z.string(), z.unknown()),
  source_type: z.string(),
  progress: z.number(),
  progress_msg: z.string(),
  run: z.enum(UPSTREAM_RUN_STATES),
  status: z.string(),
  create_time: z.number().int(),
  create_date: z.string(),
  update_time: z.number().int(),
  update_date: z.string(),
});

/** RAGFlow's chunk (ChunkDTO.InfoVO). */
export const upstreamChunk = z.object({
  id: z.string(),
  content: z.string(),
  document_id: z.string(),
  docnm_kwd: z.string(),
  important_keywords: z.array(z.string()),
  questions: z.array(z.string()),
  image_id: z.string(),
  dataset_id: z.string(),
  available: z.boolean(),
  positions: z.array(z.array(z.unknown())),
});
export const upstreamChunkList = z.object({ chunks: z.array(upstreamChunk), doc: upstreamChunkDocument, total: z.number().int() });
export type UpstreamChunkList = z.output<typeof upstreamChunkList>;

/** RetrievalDTO.TestReq: RAGFlow's retrieval body; `dataset_ids` defaults to the path's knowledge base, `page_size` to 100. */
export const upstreamRetrievalTestBody = ragflowRetrievalBody;

/** RetrievalDTO.HitVO. */
export const upstreamHit = z.object({
  id: z.string(),
  content: z.string(),
  document_id: z.string(),
  dataset_id: z.string(),
  document_name: z.string(),
  document_keyword: z.string(),
  similarity: z.number(),
  vector_similarity: z.number(),
  term_similarity: z.number(),
  index: z.number().int(),
  highlight: z.string(),
  important_keywords: z.array(z.string()),
  questions: z.array(z.string()),
  image_id: z.string(),
  positions: z.array(z.unknown()),
});
export const upstreamRetrievalAnswer = z.object({
  chunks: z.array(upstreamHit),
  doc_aggs: z.array(z.object({ doc_name: z.string(), doc_id: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type UpstreamRetrievalAnswer = z.output<typeof upstreamRetrievalAnswer>;

/** ModelConfigEntity, as upstream's rag-models lists the enabled RAG configs; the create form reads id and modelName. */
export const upstreamRagModel = z.object({
  id: z.string(),
  modelType: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  isDefault: z.number().int(),
  isEnabled: z.number().int(),
  configJson: z.record(z.string(), z.unknown()),
  docLink: z.string().nullable(),
  remark: z.string(),
  sort: z.number().int(),
});
export type UpstreamRagModel = z.output<typeof upstreamRagModel>;
