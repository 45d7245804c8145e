import { useMutation } from '@tanstack/react-query';
import { modelAdminEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { QueryRoot } from '../../../lib/query-keys.ts';
import type { ModelBody } from './model-types.ts';


export interface SaveModelInput {
  modelType: string;
  provider: string;
  /** Present when editing. */
  id?: string;
  body: ModelBody;
}

const changesModels: readonly QueryRoot[] = ['model-config'];

/** POST /models/{type}/{provider} to add, PUT /models/{type}/{provider}/{id} to edit. */
export function useSaveModel() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.update' : 'error.add'), invalidatesOnSuccess: changesModels },
    mutationFn: ({ modelType, provider, id, body }: SaveModelInput) => {
      return id
        ? api(modelAdminEndpoints.putModels, { params: { modelType, provideCode: provider, id }, body })
        : api(modelAdminEndpoints.postModels, { params: { modelType, provideCode: provider }, body });
    },
  });
}

/** DELETE /models/{id}; the server refuses defaults and models in use, with a msg naming why. */
export function useDeleteModel() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: changesModels },
    mutationFn: (id: string) => api(modelAdminEndpoints.deleteModels, { params: { id } }),
  });
}

/** PUT /models/enable/{id}/{1|0}. */
export function useEnableModel() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: t('error.status'), invalidates: changesModels },
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api(modelAdminEndpoints.putModelsEnable, { params: { id, status: enabled ? '1' : '0' } }),
  });
}

/** PUT /models/default/{id}: the server also enables it and clears the type's other default. */
export function useSetDefaultModel() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: t('error.default'), invalidates: changesModels },
    mutationFn: (id: string) => api(modelAdminEndpoints.putModelsDefault, { params: { id } }),
  });
}
