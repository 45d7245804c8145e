import { useMutation, useQuery } from '@tanstack/react-query';
import { type DatasetDocument, datasetsEndpoints, type ProcessRule } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { documentsPollInterval } from '../utils/document-status.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { documentsChange } from './dataset-changes.ts';
import { uploadDocument, type UploadDocumentInput } from './upload-document.ts';

/** GET /v1/datasets/{id}/documents, read again every 1.5 s while any document is still being processed. */
export const useDocuments = (datasetId: string) =>
  useQuery<DatasetDocument[], ApiError>({
    queryKey: queryKeyOf('datasets', datasetsEndpoints.getV1DatasetsDocuments, { params: { id: datasetId } }),
    queryFn: async () => (await api(datasetsEndpoints.getV1DatasetsDocuments, { params: { id: datasetId } })).documents,
    enabled: datasetId !== '',
    staleTime: 0,
    refetchInterval: (query) => documentsPollInterval(query.state.data),
  });

/** POST /v1/datasets/{id}/documents {name, text, process_rule}: pasted text, indexed in the background. */
export function useAddTextDocument(datasetId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<DatasetDocument, ApiError, { name: string; text: string; processRule: ProcessRule }>({
    meta: { errorText: t('doc.toast.addFailed'), invalidatesOnSuccess: documentsChange(datasetId) },
    mutationFn: ({ name, text, processRule }) =>
      api(datasetsEndpoints.postV1DatasetsDocuments, { params: { id: datasetId }, body: { name, text, process_rule: processRule } }, { retry: false }),
  });
}

/** One file of a multi-file upload; the dialog runs one of these per file and shows each failure on its row. */
export function useUploadDocument(datasetId: string) {
  return useMutation<DatasetDocument, ApiError, Omit<UploadDocumentInput, 'datasetId'>>({
    meta: { ...shownByScreen, invalidatesOnSuccess: documentsChange(datasetId) },
    mutationFn: (input) => uploadDocument({ ...input, datasetId }),
  });
}

/** PUT /v1/datasets/{id}/documents/{docId} {name} or {enabled}. */
export function useUpdateDocument(datasetId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<DatasetDocument, ApiError, { docId: string; name?: string; enabled?: boolean }>({
    meta: { errorText: t('doc.toast.failed'), invalidates: documentsChange(datasetId) },
    mutationFn: ({ docId, ...body }) => api(datasetsEndpoints.putV1DatasetsDocuments, { params: { id: datasetId, docId }, body }),
  });
}

/** POST …/reindex: parse, split and index again from the source. */
export function useReindexDocument(datasetId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<DatasetDocument, ApiError, string>({
    meta: { errorText: t('doc.toast.failed'), invalidates: documentsChange(datasetId) },
    mutationFn: (docId) => api(datasetsEndpoints.postV1DatasetsDocumentsReindex, { params: { id: datasetId, docId } }, { retry: false }),
  });
}

/** DELETE …/documents/{docId}, with its segments. */
export function useDeleteDocument(datasetId: string) {
  const { t } = useTranslation('datasets');
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('doc.toast.failed'), invalidates: documentsChange(datasetId) },
    mutationFn: (docId) => api(datasetsEndpoints.deleteV1DatasetsDocuments, { params: { id: datasetId, docId } }),
  });
}
