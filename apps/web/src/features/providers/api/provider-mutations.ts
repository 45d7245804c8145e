import { useMutation } from '@tanstack/react-query';
import { type ProviderBody, providersEndpoints, type ProviderUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';

/** Provider bodies carry `fields` as a JSON string (a serialized list). */
export type ProviderPayload = Omit<ProviderBody, 'fields'> & { fields: string };

/** POST /models/provider to add, PUT /models/provider (with id) to edit. */
export function useSaveProvider() {
  const { t } = useTranslation('providers');
  return useMutation({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.update' : 'error.add'), invalidatesOnSuccess: ['model-providers'] },
    mutationFn: ({ id, body }: { id?: string; body: ProviderPayload }) =>
      id
        ? api(providersEndpoints.putModelsProvider, { body: { ...body, id } satisfies ProviderUpdateBody })
        : api(providersEndpoints.postModelsProvider, { body }),
  });
}

/** POST /models/provider/delete with the id list. */
export function useDeleteProviders() {
  const { t } = useTranslation('providers');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['model-providers'] },
    mutationFn: (ids: readonly string[]) => api(providersEndpoints.postModelsProviderDelete, { body: [...ids] }),
  });
}
