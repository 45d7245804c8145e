import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { modelAdminEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import type { ModelListQuery } from './model-types.ts';


/** GET /models/list?modelType&modelName&page&limit (configJson secrets come back masked). */
export const fetchModels = (query: ModelListQuery) => api(modelAdminEndpoints.getModelsList, { query });

export const useModels = (query: ModelListQuery) =>
  useQuery(queryOptions({ queryKey: queryKeyOf('model-config', modelAdminEndpoints.getModelsList, { query }), queryFn: () => fetchModels(query), placeholderData: keepPreviousData }));

/** GET /models/{type}/provideTypes: the providers a config of this type can use, by sort. */
export function useProvideTypes(modelType: string, enabled: boolean) {
  const { t } = useTranslation('models');
  return useQuery({
    ...apiQuery('model-config', modelAdminEndpoints.getModelsProvideTypes, { params: { modelType } }),
    meta: { errorText: t('error.providers') },
    enabled,
    staleTime: 60_000,
  });
}

/** GET /models/{id}: one config for the edit drawer. */
export function useModel(id: string | null) {
  const { t } = useTranslation('models');
  return useQuery({
    ...apiQuery('model-config', modelAdminEndpoints.getModels, { params: { id: id ?? '' } }),
    meta: { errorText: t('error.detail') },
    enabled: Boolean(id),
    gcTime: 0,
  });
}
