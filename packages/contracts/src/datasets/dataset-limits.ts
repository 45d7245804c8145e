/** Schema-free knowledge-base constants, safe for the light bundles. */
export const DATASET_NAME_MAX = 40;
export const DATASET_DESC_MAX = 400;
export const DOCUMENT_NAME_MAX = 255;
/** Pasted text; a longer text is an upload. */
export const DOCUMENT_TEXT_MAX = 1_000_000;
export const SEGMENT_CONTENT_MAX = 10_000;
export const SEGMENT_KEYWORDS_MAX = 10;
export const SEGMENTS_PER_CREATE_MAX = 100;
export const RETRIEVE_QUERY_MAX = 1000;

export const TOP_K_MIN = 1;
export const TOP_K_MAX = 50;
export const DEFAULT_TOP_K = 4;
export const DEFAULT_SCORE_THRESHOLD = 0.3;

export const SEARCH_METHODS = ['keyword_search', 'semantic_search', 'hybrid_search'] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

/** Segmentation limits, in tokens (counted as characters for CJK and words for Latin text). */
export const SEGMENT_MAX_TOKENS_MIN = 50;
export const SEGMENT_MAX_TOKENS_MAX = 4000;
export const AUTOMATIC_MAX_TOKENS = 500;
export const AUTOMATIC_CHUNK_OVERLAP = 50;
export const SEPARATOR_MAX = 20;

export const PRE_PROCESSING_RULES = ['remove_extra_spaces', 'remove_urls_emails'] as const;

/** `waiting → parsing → splitting → indexing → completed`, or `failed` with the reason (Dify's indexing_status). */
export const DOCUMENT_STATUSES = ['waiting', 'parsing', 'splitting', 'indexing', 'completed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'md', 'markdown', 'txt', 'html', 'htm', 'csv'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
