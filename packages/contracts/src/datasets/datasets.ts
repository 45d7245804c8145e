import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import {
  DATASET_DESC_MAX,
  DATASET_NAME_MAX,
  DOCUMENT_NAME_MAX,
  DOCUMENT_STATUSES,
  DOCUMENT_TEXT_MAX,
  PRE_PROCESSING_RULES,
  RETRIEVE_QUERY_MAX,
  SEARCH_METHODS,
  SEGMENT_CONTENT_MAX,
  SEGMENT_KEYWORDS_MAX,
  SEGMENT_MAX_TOKENS_MAX,
  SEGMENT_MAX_TOKENS_MIN,
  SEGMENTS_PER_CREATE_MAX,
  SEPARATOR_MAX,
  TOP_K_MAX,
  TOP_K_MIN,
} from './dataset-limits.ts';

export * from './dataset-limits.ts';

export const datasetIdParam = z.object({ id: z.string().min(1).max(64) });
export const documentParams = datasetIdParam.extend({ docId: z.string().min(1).max(64) });
export const segmentParams = documentParams.extend({ segId: z.string().min(1).max(64) });

/** Dify's `full_text_search` is our keyword search. */
const searchMethod = z.preprocess((value) => (value === 'full_text_search' ? 'keyword_search' : value), z.enum(SEARCH_METHODS));

/**
 * Lingxi's `{top_k, score_threshold}` plus Dify's `search_method`; other Dify keys
 * (reranking_enable, weights…) are accepted and ignored. No search_method means hybrid when an embedding model is set,
 * keyword otherwise.
 */
export const retrievalModelInput = z
  .object({
    top_k: z.coerce.number().int().min(TOP_K_MIN).max(TOP_K_MAX).optional(),
    score_threshold: z.coerce.number().min(0).max(1).nullish(),
    search_method: searchMethod.nullish(),
  })
  .loose();

export const retrievalModel = z.object({
  top_k: z.number().int(),
  score_threshold: z.number(),
  search_method: z.enum(SEARCH_METHODS).nullable(),
});
export type RetrievalModel = z.output<typeof retrievalModel>;

export const datasetBody = z.object({
  name: z.string().trim().min(1).max(DATASET_NAME_MAX),
  desc: z.string().trim().max(DATASET_DESC_MAX).nullish().transform((value) => value ?? ''),
  retrieval_model: retrievalModelInput.optional(),
});
export type DatasetBody = z.input<typeof datasetBody>;
export type DatasetFields = z.output<typeof datasetBody>;

/** Times are `yyyy-MM-dd HH:mm:ss` in GMT+8, as the Lingxi datasets API answers them. */
export const dataset = z.object({
  id: z.string(),
  name: z.string(),
  desc: z.string(),
  retrieval_model: retrievalModel,
  document_count: z.number().int(),
  segment_count: z.number().int(),
  /** Agents of the owner that use this knowledge base. */
  agent_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dataset = z.output<typeof dataset>;
export const datasetList = z.object({ datasets: z.array(dataset) });

const segmentationRule = z.object({
  separator: z.string().min(1).max(SEPARATOR_MAX).default('\n\n'),
  max_tokens: z.coerce.number().int().min(SEGMENT_MAX_TOKENS_MIN).max(SEGMENT_MAX_TOKENS_MAX),
  chunk_overlap: z.coerce.number().int().min(0).max(SEGMENT_MAX_TOKENS_MAX).default(0),
});

/** Dify's ProcessRule: `automatic`, or `custom` with segmentation and cleaning rules. */
export const processRule = z
  .object({
    mode: z.enum(['automatic', 'custom']),
    rules: z
      .object({
        pre_processing_rules: z.array(z.object({ id: z.enum(PRE_PROCESSING_RULES), enabled: z.boolean() })).max(PRE_PROCESSING_RULES.length).optional(),
        segmentation: segmentationRule.optional(),
      })
      .optional(),
  })
  .refine((rule) => rule.mode !== 'custom' || rule.rules?.segmentation !== undefined, {
    message: 'custom mode needs rules.segmentation',
    path: ['rules', 'segmentation'],
  })
  .refine((rule) => !rule.rules?.segmentation || rule.rules.segmentation.chunk_overlap < rule.rules.segmentation.max_tokens, {
    message: 'chunk_overlap must be smaller than max_tokens',
    path: ['rules', 'segmentation', 'chunk_overlap'],
  });
export type ProcessRule = z.output<typeof processRule>;

/** From an uploaded file (`url`: an upload key or our URL of it) or pasted `text`; a multipart `file` is the third way. */
export const documentCreateBody = z
  .object({
    name: z.string().trim().min(1).max(DOCUMENT_NAME_MAX).optional(),
    url: z.string().trim().min(1).max(2000).optional(),
    text: z.string().max(DOCUMENT_TEXT_MAX).optional(),
    process_rule: processRule.optional(),
  })
  .refine((body) => (body.url === undefined) !== (body.text === undefined), { message: 'give either url or text', path: ['url'] })
  .refine((body) => body.text === undefined || body.text.trim() !== '', { message: 'text is empty', path: ['text'] })
  .refine((body) => body.text === undefined || body.name !== undefined, { message: 'a pasted text needs a name', path: ['name'] });
export type DocumentCreateBody = z.input<typeof documentCreateBody>;

/** Lingxi's PUT takes `name`; `enabled` switches the document in or out of retrieval. */
export const documentUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(DOCUMENT_NAME_MAX).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.enabled !== undefined, { message: 'nothing to change', path: ['name'] });

export const datasetDocument = z.object({
  id: z.string(),
  dataset_id: z.string(),
  name: z.string(),
  /** `upload` (an upload key or URL), `text` (pasted) or `file` (multipart). */
  source: z.enum(['upload', 'text', 'file']),
  file_type: z.string(),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  /** 0-100 while waiting to completed. */
  progress: z.number().int(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  enabled: z.boolean(),
  segment_count: z.number().int(),
  word_count: z.number().int(),
  process_rule: z.object({ mode: z.enum(['automatic', 'custom']), rules: z.record(z.string(), z.unknown()) }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DatasetDocument = z.output<typeof datasetDocument>;
export const documentList = z.object({ documents: z.array(datasetDocument) });

export const segmentListQuery = pageQuery.extend({
  keyword: z.string().trim().max(200).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});

/** Dify's segment with Lingxi's `index` (0-based) beside Dify's `position` (1-based). */
export const segment = z.object({
  id: z.string(),
  document_id: z.string(),
  index: z.number().int(),
  position: z.number().int(),
  content: z.string(),
  word_count: z.number().int(),
  keywords: z.array(z.string()),
  enabled: z.boolean(),
  hit_count: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Segment = z.output<typeof segment>;
export const segmentPage = z.object({ segments: z.array(segment), total: z.number().int(), page: z.number().int(), limit: z.number().int(), has_more: z.boolean() });

const segmentContent = z.string().trim().min(1).max(SEGMENT_CONTENT_MAX);
const segmentKeywords = z.array(z.string().trim().min(1).max(50)).max(SEGMENT_KEYWORDS_MAX);

export const segmentCreateBody = z.object({
  segments: z.array(z.object({ content: segmentContent, keywords: segmentKeywords.optional() })).min(1).max(SEGMENTS_PER_CREATE_MAX),
});
export const segmentUpdateBody = z.object({
  segment: z
    .object({ content: segmentContent.optional(), keywords: segmentKeywords.optional(), enabled: z.boolean().optional() })
    .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'nothing to change', path: ['content'] }),
});
export const segmentsAnswer = z.object({ segments: z.array(segment) });
export const segmentAnswer = z.object({ segment });

export const retrieveBody = z.object({
  query: z.string().trim().min(1).max(RETRIEVE_QUERY_MAX),
  retrieval_model: retrievalModelInput.optional(),
});

export const retrieveRecord = z.object({
  segment: z.object({ id: z.string(), index: z.number().int(), position: z.number().int(), content: z.string(), document_id: z.string(), document_name: z.string() }),
  /** 0-1, higher is closer; comparable within one search method. */
  score: z.number(),
});
export type RetrieveRecord = z.output<typeof retrieveRecord>;
export const retrieveAnswer = z.object({
  query: z.object({ content: z.string() }),
  search_method: z.enum(SEARCH_METHODS),
  records: z.array(retrieveRecord),
  /** Ours, beside Dify's keys: the threshold applied and, when it let nothing through, the best score it refused. */
  score_threshold: z.number().optional(),
  best_score_below_threshold: z.number().nullish(),
});
export type RetrieveAnswer = z.output<typeof retrieveAnswer>;

export const datasetEmpty = z.object({});
