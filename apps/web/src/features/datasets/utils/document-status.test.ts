import type { DatasetDocument, DocumentStatus } from '@vox/contracts';
import { describe, expect, it } from 'vitest';
import { pdfDocument } from '../../../testing/dataset-fixtures.ts';
import { DOCUMENT_POLL_MS, documentsPollInterval } from './document-status.ts';
import { fileProblem } from './file-check.ts';
import { toProcessRule } from './process-rule.ts';

const withStatus = (...statuses: DocumentStatus[]): DatasetDocument[] => statuses.map((status, index) => ({ ...pdfDocument, id: `doc${index}`, status }));

describe('document polling', () => {
  it('polls while any document is on its way and stops once all have completed or failed', () => {
    expect(documentsPollInterval(withStatus('completed', 'waiting'))).toBe(DOCUMENT_POLL_MS);
    expect(documentsPollInterval(withStatus('parsing'))).toBe(DOCUMENT_POLL_MS);
    expect(documentsPollInterval(withStatus('completed', 'failed'))).toBe(false);
    expect(documentsPollInterval([])).toBe(false);
    expect(documentsPollInterval(undefined)).toBe(false);
  });
});

describe('file check', () => {
  it('takes the knowledge-base types in any case and refuses others, oversized and empty files', () => {
    expect(fileProblem({ name: 'A.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'notes.markdown', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toEqual({ kind: 'type', extension: 'exe' });
    expect(fileProblem({ name: 'README', size: 10 })).toEqual({ kind: 'type', extension: 'README' });
    expect(fileProblem({ name: 'big.txt', size: 50 * 1024 * 1024 + 1 })).toEqual({ kind: 'size' });
    expect(fileProblem({ name: 'empty.txt', size: 0 })).toEqual({ kind: 'empty' });
  });
});

describe('process rule', () => {
  it('sends automatic alone and custom with the typed \\n read as a line break', () => {
    const values = { mode: 'custom' as const, separator: '\\n###', maxTokens: 200, chunkOverlap: 20, removeExtraSpaces: false, removeUrlsEmails: true };
    expect(toProcessRule({ ...values, mode: 'automatic' })).toEqual({ mode: 'automatic' });
    expect(toProcessRule(values).rules).toEqual({
      pre_processing_rules: [{ id: 'remove_extra_spaces', enabled: false }, { id: 'remove_urls_emails', enabled: true }],
      segmentation: { separator: '\n###', max_tokens: 200, chunk_overlap: 20 },
    });
  });
});
