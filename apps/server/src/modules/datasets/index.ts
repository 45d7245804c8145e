/** What other modules may use of datasets; every other file here is internal (lint enforces it). */
export { DatasetsService } from './datasets.service.ts';
export { DocumentsService, INDEX_JOB, type UploadOpener } from './documents.service.ts';
export { DocumentIndexer } from './document-indexer.ts';
export { SegmentsService } from './segments.service.ts';
export { RetrievalService, type SemanticSearch, type ScoredSegment } from './retrieval.service.ts';
