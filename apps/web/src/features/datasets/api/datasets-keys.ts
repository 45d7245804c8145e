import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export interface SegmentFilter {
  page: number;
  limit: number;
  keyword: string;
}

export const datasetsKeys = {
  all: [QUERY_ROOTS.datasets] as const,
  /** The role configuration screen reads the same list under the same key. */
  list: () => [QUERY_ROOTS.datasets, 'list'] as const,
  detail: (id: string) => [QUERY_ROOTS.datasets, 'detail', id] as const,
  documents: (id: string) => [QUERY_ROOTS.datasets, 'documents', id] as const,
  segmentsOf: (id: string, docId: string) => [QUERY_ROOTS.datasets, 'segments', id, docId] as const,
  segments: (id: string, docId: string, filter: SegmentFilter) => [...datasetsKeys.segmentsOf(id, docId), filter] as const,
};
