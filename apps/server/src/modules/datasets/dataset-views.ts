import { documentFailureMessages, textFor, type AppLocale, type Dataset, type DatasetDocument, type DocumentFailure, type Segment, type SearchMethod } from '@vox/contracts';
import { formatGmt8 } from '../../lib/time.ts';
import type { DatasetWithCounts } from './datasets.repository.ts';
import type { DocumentRow } from './documents.repository.ts';
import type { SegmentRow } from './segments.repository.ts';

/** A knowledge base with its counts and how many agents it is bound to. */
export type DatasetInUse = DatasetWithCounts & { agent_count: number };

export function datasetView(row: DatasetInUse): Dataset {
  return {
    id: row.id,
    name: row.name,
    desc: row.description,
    retrieval_model: { top_k: row.top_k, score_threshold: row.score_threshold, search_method: (row.search_method as SearchMethod | null) ?? null },
    document_count: row.document_count,
    segment_count: row.segment_count,
    agent_count: row.agent_count,
    created_at: formatGmt8(row.created_at),
    updated_at: formatGmt8(row.updated_at),
  };
}

/** Why a document failed, in the reader's language (the detail, e.g. a parser's message, stays as it came). */
export function failureText(code: string | null, detail: string | null, locale: AppLocale): string | null {
  if (!code) return null;
  const template = documentFailureMessages[code as DocumentFailure] ?? documentFailureMessages.internal;
  return textFor(template, locale).replace('{0}', detail ?? '');
}

export function documentView(row: DocumentRow, locale: AppLocale): DatasetDocument {
  const rule = JSON.parse(row.process_rule) as { mode?: 'automatic' | 'custom'; rules?: Record<string, unknown> };
  return {
    id: row.id,
    dataset_id: row.dataset_id,
    name: row.name,
    source: row.source,
    file_type: row.file_type,
    size: row.size,
    status: row.status as DatasetDocument['status'],
    progress: row.progress,
    error: failureText(row.error_code, row.error_detail, locale),
    enabled: row.enabled === 1,
    segment_count: row.segment_count,
    word_count: row.word_count,
    process_rule: { mode: rule.mode ?? 'automatic', rules: rule.rules ?? {} },
    created_at: formatGmt8(row.created_at),
    updated_at: formatGmt8(row.updated_at),
  };
}

export function segmentView(row: SegmentRow): Segment {
  return {
    id: row.id,
    document_id: row.document_id,
    index: row.position - 1,
    position: row.position,
    content: row.content,
    word_count: row.word_count,
    keywords: JSON.parse(row.keywords) as string[],
    enabled: row.enabled === 1,
    hit_count: row.hit_count,
    status: 'completed',
    created_at: formatGmt8(row.created_at),
    updated_at: formatGmt8(row.updated_at),
  };
}
