import { z } from 'zod';
import { RETRIEVE_QUERY_MAX, TOP_K_MAX } from './dataset-limits.ts';

/**
 * Dify's "external knowledge base" API, served so a Dify app can search a knowledge base kept here. In Dify the
 * endpoint is this path without `/retrieval` (Dify appends it), the API key is one of the user's API keys, and the
 * external knowledge ID is the knowledge base's id.
 */
export const DIFY_EXTERNAL_KNOWLEDGE_PATH = '/v1/external-knowledge/retrieval';

/** Dify's error codes for an external knowledge API. */
export const DIFY_EXTERNAL_CODE = {
  INVALID_AUTHORIZATION_FORMAT: 1001,
  AUTHORIZATION_FAILED: 1002,
  KNOWLEDGE_NOT_FOUND: 2001,
} as const;

export const difyRetrievalBody = z.object({
  knowledge_id: z.string().trim().min(1).max(64),
  query: z.string().trim().min(1).max(RETRIEVE_QUERY_MAX),
  retrieval_setting: z
    .object({
      /** Dify's slider goes to 10; more than our most is answered with our most. */
      top_k: z.coerce.number().int().min(1).nullish().transform((topK) => (topK == null ? undefined : Math.min(topK, TOP_K_MAX))),
      /** 0.0 when the threshold is off in Dify. */
      score_threshold: z.coerce.number().min(0).max(1).nullish(),
    })
    .loose()
    .nullish(),
  /** Dify passes metadata filters; documents here carry no metadata to filter on, so it is accepted and ignored. */
  metadata_condition: z.unknown().optional(),
});
export type DifyRetrievalBody = z.output<typeof difyRetrievalBody>;

export const difyRecord = z.object({
  content: z.string(),
  score: z.number(),
  title: z.string(),
  /** Always an object: Dify's pipeline fails on a null metadata. */
  metadata: z.object({ document_id: z.string(), segment_id: z.string(), dataset_id: z.string(), position: z.number().int() }),
});
export const difyRetrievalAnswer = z.object({ records: z.array(difyRecord) });
export type DifyRetrievalAnswer = z.output<typeof difyRetrievalAnswer>;

export const difyError = z.object({ error_code: z.number().int(), error_msg: z.string() });
export type DifyError = z.output<typeof difyError>;
