/** What other modules may use of datasets; every other file here is internal (lint enforces it). */
export { DatasetsService } from './datasets.service.ts';
export { DocumentsService, INDEX_JOB, type UploadOpener } from './documents.service.ts';
export { DocumentIndexer } from './document-indexer.ts';
export type { IngestLimits } from './text/ingest-box.ts';
export { SegmentsService } from './segments.service.ts';
export { RetrievalService, type SemanticSearch, type ScoredSegment } from './retrieval.service.ts';
export { Embeddings, EMBED_JOB, EMBED_SWEEP_JOB, EMBED_SWEEP_EVERY_SECONDS, EMBEDDING_MODEL_TYPE, embeddingFingerprint, type EmbeddingModel } from './embeddings.ts';
export { VectorSearch } from './vector-search.ts';
export { HitCounter } from './hit-counter.ts';
export { embedJob } from './embed-job.ts';
export { datasetsOfUsersPurge } from './dataset-purge.ts';
export { datasetCatalog, type DatasetCatalog } from './dataset-catalog.ts';
export type { DatasetAgents, DatasetBindings } from './dataset-agents.ts';
export { ragflowSearch, type RagflowHit, type RagflowSearchDeps, type RagflowSearchResult } from './ragflow-search.ts';
export * from './datasets.upstream.ts';
// Its row type, for the read models documented in module-ownership.ts.
export type { DatasetsTable } from './datasets.tables.ts';
