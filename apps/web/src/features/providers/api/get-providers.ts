import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { modelsEndpoints, type ProviderListQuery, providersEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /models/provider?modelType&name&page&limit (name matches the name or the code). */
export function useProviders(query: ProviderListQuery) {
  const { t } = useTranslation('providers');
  return useQuery({
    ...apiQuery('model-providers', providersEndpoints.getModelsProvider, { query }),
    meta: { errorText: t('error.list') },
    placeholderData: keepPreviousData,
  });
}

/** GET /models/provider/plugin/names: the plugins agents can call, fetched when first shown. */
export function usePluginNames(enabled: boolean) {
  const { t } = useTranslation('providers');
  return useQuery({
    ...apiQuery('model-providers', modelsEndpoints.getModelsProviderPluginNames, {}),
    meta: { errorText: t('error.plugins') },
    enabled,
    staleTime: 60_000,
  });
}
