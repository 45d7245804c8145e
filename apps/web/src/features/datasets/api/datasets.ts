import { useMutation, useQuery } from '@tanstack/react-query';
import { type Dataset, type DatasetBody, datasetsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /v1/datasets: the caller's knowledge bases, newest first; role configuration reads the same list under the same key. */
export const useDatasets = () =>
  useQuery<Dataset[], ApiError>({ queryKey: queryKeyOf('datasets', datasetsEndpoints.getV1Datasets), queryFn: async () => (await api(datasetsEndpoints.getV1Datasets, {})).datasets, staleTime: 0 });

/** GET /v1/datasets/{id}: the header of the detail screen, which shows a failure itself (612: gone, or someone else's). */
export const useDataset = (id: string) =>
  useQuery<Dataset, ApiError>({
    ...apiQuery('datasets', datasetsEndpoints.getV1DatasetsById, { params: { id } }),
    meta: shownByScreen,
    enabled: id !== '',
    staleTime: 0,
  });

/** POST /v1/datasets, or PUT /v1/datasets/{id}: name, description and retrieval settings. */
export function useSaveDataset() {
  const { t } = useTranslation('datasets');
  return useMutation<Dataset, ApiError, { id?: string; body: DatasetBody }>({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'toast.saveFailed' : 'toast.createFailed'), invalidatesOnSuccess: ['datasets'] },
    mutationFn: ({ id, body }) => (id ? api(datasetsEndpoints.putV1Datasets, { params: { id }, body }) : api(datasetsEndpoints.postV1Datasets, { body })),
  });
}

/** DELETE /v1/datasets/{id}: refused (613) while an agent uses it or it still has documents. */
export function useDeleteDataset() {
  const { t } = useTranslation('datasets');
  return useMutation<unknown, ApiError, string>({
    // Agents show how many knowledge bases they use.
    meta: { errorText: t('toast.deleteFailed'), invalidates: ['datasets', 'agents'] },
    mutationFn: (id) => api(datasetsEndpoints.deleteV1Datasets, { params: { id } }),
  });
}
