import type { DatasetDocument, DocumentStatus } from '@vox/contracts';

/** A document that will not change by itself any more. */
export const isSettled = (status: DocumentStatus) => status === 'completed' || status === 'failed';

/** While any document is still being processed the list is read again this often. */
export const DOCUMENT_POLL_MS = 1500;

/** The refetch interval for a documents answer: poll while something is on its way, stop once all have settled. */
export const documentsPollInterval = (documents: readonly DatasetDocument[] | undefined): number | false =>
  documents?.some((document) => !isSettled(document.status)) ? DOCUMENT_POLL_MS : false;

export const STATUS_COLORS: Record<DocumentStatus, string> = {
  waiting: 'default',
  parsing: 'processing',
  splitting: 'processing',
  indexing: 'processing',
  completed: 'success',
  failed: 'error',
};
