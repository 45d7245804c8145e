import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { datasetsEndpoints, type RetrieveAnswer, type SearchMethod, type Segment } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { segmentsChange } from './dataset-changes.ts';

export interface SegmentFilter {
  page: number;
  limit: number;
  keyword: string;
}

type SegmentPage = { segments: Segment[]; total: number; page: number; limit: number; has_more: boolean };

/** GET …/documents/{docId}/segments?page&limit&keyword, in document order. */
export const useSegments = (datasetId: string, docId: string | null, filter: SegmentFilter) =>
  useQuery<SegmentPage, ApiError>({
    ...apiQuery('datasets', datasetsEndpoints.getV1DatasetsDocumentsSegments, {
      params: { id: datasetId, docId: docId ?? '' },
      query: { page: filter.page, limit: filter.limit, ...(filter.keyword ? { keyword: filter.keyword } : {}) },
    }),
    enabled: Boolean(docId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** PUT …/segments/{segId} {segment: {content?, keywords?, enabled?}}: re-indexed at once. */
export function useUpdateSegment(datasetId: string, docId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<unknown, ApiError, { segId: string; content?: string; keywords?: string[]; enabled?: boolean }>({
    meta: { errorText: t('seg.toast.failed'), invalidates: segmentsChange(datasetId, docId) },
    mutationFn: ({ segId, ...segment }) => api(datasetsEndpoints.putV1DatasetsDocumentsSegments, { params: { id: datasetId, docId, segId }, body: { segment } }),
  });
}

/** POST …/segments {segments: [{content, keywords}]}: added after the last one. */
export function useAddSegment(datasetId: string, docId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<unknown, ApiError, { content: string; keywords?: string[] }>({
    meta: { errorText: t('seg.toast.failed'), invalidatesOnSuccess: segmentsChange(datasetId, docId) },
    mutationFn: (segment) => api(datasetsEndpoints.postV1DatasetsDocumentsSegments, { params: { id: datasetId, docId }, body: { segments: [segment] } }, { retry: false }),
  });
}

export function useDeleteSegment(datasetId: string, docId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('seg.toast.failed'), invalidates: segmentsChange(datasetId, docId) },
    mutationFn: (segId) => api(datasetsEndpoints.deleteV1DatasetsDocumentsSegments, { params: { id: datasetId, docId, segId } }),
  });
}

export interface RetrieveInput {
  query: string;
  top_k: number;
  score_threshold: number | null;
  /** null: the knowledge base's own setting. */
  search_method: SearchMethod | null;
}

/** POST /v1/datasets/{id}/retrieve: hit testing, the failure (e.g. no embedding model) shown in the panel. */
export function useRetrieve(datasetId: string) {
  return useMutation<RetrieveAnswer, ApiError, RetrieveInput>({
    meta: shownByScreen,
    mutationFn: ({ query, ...retrieval }) =>
      api(datasetsEndpoints.postV1DatasetsRetrieve, { params: { id: datasetId }, body: { query, retrieval_model: retrieval } }, { retry: false }),
  });
}
