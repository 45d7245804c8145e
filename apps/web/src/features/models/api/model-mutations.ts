import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http.ts';
import { failWith } from '../../../lib/api-failure.ts';
import type { ModelBody } from './model-types.ts';
import { modelsKeys } from './models-keys.ts';

const enc = encodeURIComponent;

export interface SaveModelInput {
  modelType: string;
  provider: string;
  /** Present when editing. */
  id?: string;
  body: ModelBody;
}

function useInvalidateModels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: modelsKeys.all });
}

/** POST /models/{type}/{provider} to add, PUT /models/{type}/{provider}/{id} to edit. */
export function useSaveModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    mutationFn: ({ modelType, provider, id, body }: SaveModelInput) => {
      const base = `/models/${enc(modelType)}/${enc(provider)}`;
      return id
        ? http.put<unknown>(`${base}/${enc(id)}`, body, { onFailure: failWith(t('error.update')) })
        : http.post<unknown>(base, body, { onFailure: failWith(t('error.add')) });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /models/{id}; the server refuses defaults and models in use, with a msg naming why. */
export function useDeleteModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/models/${enc(id)}`, undefined, { onFailure: failWith(t('error.delete')) }),
    onSettled: invalidate,
  });
}

/** PUT /models/enable/{id}/{1|0}. */
export function useEnableModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      http.put<null>(`/models/enable/${enc(id)}/${enabled ? 1 : 0}`, undefined, { onFailure: failWith(t('error.status')) }),
    onSettled: invalidate,
  });
}

/** PUT /models/default/{id}: the server also enables it and clears the type's other default. */
export function useSetDefaultModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    mutationFn: (id: string) => http.put<null>(`/models/default/${enc(id)}`, undefined, { onFailure: failWith(t('error.default')) }),
    onSettled: invalidate,
  });
}
