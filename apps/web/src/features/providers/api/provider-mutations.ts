import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderBody, ProviderUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http.ts';
import { failWith } from '../../../lib/api-failure.ts';
import { providersKeys } from './providers-keys.ts';

/** Provider bodies carry `fields` as a JSON string (SPEC §3: "sent as a serialized list"). */
export type ProviderPayload = Omit<ProviderBody, 'fields'> & { fields: string };

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: providersKeys.all });
}

/** POST /models/provider to add, PUT /models/provider (with id) to edit. */
export function useSaveProvider() {
  const { t } = useTranslation('providers');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProviderPayload }) =>
      id
        ? http.put<unknown>('/models/provider', { ...body, id } satisfies ProviderUpdateBody, { onFailure: failWith(t('error.update')) })
        : http.post<unknown>('/models/provider', body, { onFailure: failWith(t('error.add')) }),
    onSuccess: invalidate,
  });
}

/** POST /models/provider/delete with the id list. */
export function useDeleteProviders() {
  const { t } = useTranslation('providers');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: readonly string[]) => http.post<null>('/models/provider/delete', ids, { onFailure: failWith(t('error.delete')) }),
    onSettled: invalidate,
  });
}
