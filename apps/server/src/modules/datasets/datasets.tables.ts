import type { Generated } from 'kysely';

// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

export interface DatasetsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  top_k: number;
  score_threshold: number;
  search_method: string | null;
  created_at: string;
  updated_at: string;
}

export interface DatasetDocumentsTable {
  id: string;
  dataset_id: string;
  name: string;
  source: 'upload' | 'text' | 'file';
  file_type: string;
  size: number;
  /** The source file in the datasets storage area, read again on re-indexing. */
  storage_key: string;
  /** JSON ProcessRule. */
  process_rule: string;
  status: string;
  progress: number;
  error_code: string | null;
  error_detail: string | null;
  enabled: number;
  segment_count: number;
  word_count: number;
  /** Which generation of segments retrieval reads; re-indexing writes the next one and then moves this. */
  generation: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface DatasetSegmentsTable {
  seq: Generated<number>;
  id: string;
  dataset_id: string;
  document_id: string;
  position: number;
  content: string;
  /** JSON string array. */
  keywords: string;
  word_count: number;
  enabled: number;
  hit_count: number;
  search_text: string;
  embedding: Uint8Array | null;
  embedding_model: string | null;
  /** Live while it equals its document's `generation`; others are a re-index in progress or the old one going. */
  generation: number;
  created_at: string;
  updated_at: string;
}

/** The tables the datasets module owns. */
export interface DatasetsTables {
  datasets: DatasetsTable;
  dataset_documents: DatasetDocumentsTable;
  dataset_segments: DatasetSegmentsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DatasetsTables {}
}
