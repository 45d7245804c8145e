import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modelAdminEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { ModelBody } from './model-types.ts';
import { modelsKeys } from './models-keys.ts';


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
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.update' : 'error.add') },
    mutationFn: ({ modelType, provider, id, body }: SaveModelInput) => {
      return id
        ? api(modelAdminEndpoints.putModels, { params: { modelType, provideCode: provider, id }, body })
        : api(modelAdminEndpoints.postModels, { params: { modelType, provideCode: provider }, body });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /models/{id}; the server refuses defaults and models in use, with a msg naming why. */
export function useDeleteModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    meta: { errorText: t('error.delete') },
    mutationFn: (id: string) => api(modelAdminEndpoints.deleteModels, { params: { id } }),
    onSettled: invalidate,
  });
}

/** PUT /models/enable/{id}/{1|0}. */
export function useEnableModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    meta: { errorText: t('error.status') },
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api(modelAdminEndpoints.putModelsEnable, { params: { id, status: enabled ? '1' : '0' } }),
    onSettled: invalidate,
  });
}

/** PUT /models/default/{id}: the server also enables it and clears the type's other default. */
export function useSetDefaultModel() {
  const { t } = useTranslation('models');
  const invalidate = useInvalidateModels();
  return useMutation({
    meta: { errorText: t('error.default') },
    mutationFn: (id: string) => api(modelAdminEndpoints.putModelsDefault, { params: { id } }),
    onSettled: invalidate,
  });
}
