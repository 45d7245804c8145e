import { z } from 'zod';
import { RETRIEVE_QUERY_MAX } from './dataset-limits.ts';

/**
 * The RAGFlow-compatible retrieval route unchanged device servers call (xiaozhi-server's `search_from_ragflow` plugin:
 * `POST {base_url}/api/v1/retrieval`, `Authorization: Bearer {api_key}`, `{question, dataset_ids}`, reading
 * `data.chunks[].content` within 5 s). Fields follow RAGFlow's HTTP API; the ones a local index has no use for
 * (vector_similarity_weight, keyword, rerank_id, highlight) are accepted and ignored.
 */
export const RAGFLOW_RETRIEVAL_PATH = '/api/v1/retrieval';
/** The plugin name xiaozhi-server registers, and the key of `plugins` in the agent-models answer. */
export const KNOWLEDGE_PLUGIN_KEY = 'search_from_ragflow';
/** How a knowledge base appears among the plugin names (as upstream's RAGFlow ones). */
export const KNOWLEDGE_PSEUDO_PLUGIN = { modelType: 'Rag', providerCode: 'ragflow', namePrefix: '[知识库]', fields: '[]' } as const;

/** RAGFlow's `RetCode` values this route answers with. */
export const RAGFLOW_CODE = {
  SUCCESS: 0,
  EXCEPTION_ERROR: 100,
  ARGUMENT_ERROR: 101,
  DATA_ERROR: 102,
  PERMISSION_ERROR: 108,
  AUTHENTICATION_ERROR: 109,
  TOO_MANY_REQUESTS: 429,
} as const;

/** RAGFlow's bounds: top_k is the candidate pool (1–1024), page_size what one page returns. */
export const RAGFLOW_TOP_K_MAX = 1024;
export const RAGFLOW_PAGE_SIZE_MAX = 100;
export const RAGFLOW_PAGE_MAX = 100;

const idList = z.array(z.string().min(1).max(64)).max(100);

export const ragflowRetrievalBody = z.object({
  question: z.string().trim().min(1).max(RETRIEVE_QUERY_MAX),
  /** Absent or empty: every knowledge base of the key's agent (RAGFlow: every dataset the key may read). */
  dataset_ids: idList.nullish(),
  document_ids: idList.nullish(),
  page: z.coerce.number().int().min(1).max(RAGFLOW_PAGE_MAX).nullish(),
  /** Chunks per page; absent: the first knowledge base's top_k setting. */
  page_size: z.coerce.number().int().min(1).max(RAGFLOW_PAGE_SIZE_MAX).nullish(),
  /** 0–1; absent: the first knowledge base's score threshold. */
  similarity_threshold: z.coerce.number().min(0).max(1).nullish(),
  top_k: z.coerce.number().int().min(1).max(RAGFLOW_TOP_K_MAX).nullish(),
  vector_similarity_weight: z.coerce.number().min(0).max(1).nullish(),
  keyword: z.boolean().nullish(),
  rerank_id: z.string().max(128).nullish(),
  highlight: z.boolean().nullish(),
});
export type RagflowRetrievalBody = z.output<typeof ragflowRetrievalBody>;

export const ragflowChunk = z.object({
  id: z.string(),
  content: z.string(),
  document_id: z.string(),
  /** The document's name. */
  document_keyword: z.string(),
  dataset_id: z.string(),
  /** Older RAGFlow releases name the dataset `kb_id`. */
  kb_id: z.string(),
  similarity: z.number(),
  vector_similarity: z.number(),
  term_similarity: z.number(),
});
export type RagflowChunk = z.output<typeof ragflowChunk>;

export const ragflowRetrievalAnswer = z.object({
  code: z.literal(0),
  data: z.object({
    chunks: z.array(ragflowChunk),
    doc_aggs: z.array(z.object({ doc_id: z.string(), doc_name: z.string(), count: z.number().int() })),
    total: z.number().int(),
  }),
});
export type RagflowRetrievalAnswer = z.output<typeof ragflowRetrievalAnswer>;

/** Every refusal: a non-zero RAGFlow code and a message in the caller's language. */
export const ragflowError = z.object({ code: z.number().int(), message: z.string() });
export type RagflowError = z.output<typeof ragflowError>;
