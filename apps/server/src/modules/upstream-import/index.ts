/** What other code may use of the upstream importer; every other file here is internal (lint enforces it). */
export { importUpstream, type ImportOptions, type ImportTarget } from './upstream-importer.ts';
export { formatImportReport, type ImportReport, type TableReport } from './import-report.ts';
export { MysqlSource } from './mysql-source.ts';
export { ImportRefused } from './import-refused.ts';
export { UpstreamImportHistoryService } from './upstream-import-history.service.ts';
export { refillFromRagflow, type RagflowDocumentsReport } from './ragflow-documents.ts';
