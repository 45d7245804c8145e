import { useMutation, useQuery } from '@tanstack/react-query';
import { apiKeysEndpoints, type ApiKeyView } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /v1/api-keys: the caller's keys, masked. */
export const useApiKeys = () => useQuery({ queryKey: queryKeyOf('api-keys', apiKeysEndpoints.getV1ApiKeys), queryFn: async () => (await api(apiKeysEndpoints.getV1ApiKeys, {})).api_keys });

/** POST /v1/api-keys {desc} or PUT /v1/api-keys/{id} {desc}. */
export function useSaveApiKey() {
  const { t } = useTranslation('apiKeys');
  return useMutation<ApiKeyView, ApiError, { id?: string; desc: string }>({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'toast.saveFailed' : 'toast.createFailed'), invalidatesOnSuccess: ['api-keys'] },
    mutationFn: ({ id, desc }) => (id ? api(apiKeysEndpoints.putV1ApiKeys, { params: { id }, body: { desc } }) : api(apiKeysEndpoints.postV1ApiKeys, { body: { desc } })),
  });
}

/** GET /v1/api-keys/{id}?raw=true: the full key, held only by the dialog that shows it, never in the query cache. */
export function useRevealApiKey() {
  const { t } = useTranslation('apiKeys');
  return useMutation<ApiKeyView, ApiError, string>({
    meta: { errorText: t('toast.revealFailed') },
    mutationFn: (id) => api(apiKeysEndpoints.getV1ApiKeysById, { params: { id }, query: { raw: 'true' } }),
  });
}

/** DELETE /v1/api-keys/{id}: the key is refused from the next request on. The list is refetched whatever the outcome. */
export function useDeleteApiKey() {
  const { t } = useTranslation('apiKeys');
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('toast.deleteFailed'), invalidates: ['api-keys'] },
    mutationFn: (id) => api(apiKeysEndpoints.deleteV1ApiKeys, { params: { id } }),
  });
}
