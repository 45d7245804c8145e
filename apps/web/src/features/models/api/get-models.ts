import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { modelAdminEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { ModelListQuery } from './model-types.ts';
import { modelsKeys } from './models-keys.ts';


/** GET /models/list?modelType&modelName&page&limit (configJson secrets come back masked). */
export const fetchModels = (query: ModelListQuery) => api(modelAdminEndpoints.getModelsList, { query });

export const useModels = (query: ModelListQuery) =>
  useQuery(queryOptions({ queryKey: modelsKeys.list(query), queryFn: () => fetchModels(query), placeholderData: keepPreviousData }));

/** GET /models/{type}/provideTypes: the providers a config of this type can use, by sort. */
export function useProvideTypes(modelType: string, enabled: boolean) {
  const { t } = useTranslation('models');
  return useQuery({
    meta: { errorText: t('error.providers') },
    queryKey: modelsKeys.providers(modelType),
    queryFn: () => api(modelAdminEndpoints.getModelsProvideTypes, { params: { modelType } }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /models/{id}: one config for the edit drawer. */
export function useModel(id: string | null) {
  const { t } = useTranslation('models');
  return useQuery({
    meta: { errorText: t('error.detail') },
    queryKey: modelsKeys.detail(id ?? ''),
    queryFn: () => api(modelAdminEndpoints.getModels, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    gcTime: 0,
  });
}
