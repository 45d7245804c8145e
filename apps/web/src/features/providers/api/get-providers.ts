import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { modelsEndpoints, type ProviderListQuery, providersEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { providersKeys } from './providers-keys.ts';

/** GET /models/provider?modelType&name&page&limit (name matches the name or the code). */
export function useProviders(query: ProviderListQuery) {
  const { t } = useTranslation('providers');
  return useQuery({
    meta: { errorText: t('error.list') },
    queryKey: providersKeys.list(query),
    queryFn: () => api(providersEndpoints.getModelsProvider, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /models/provider/plugin/names: the plugins agents can call, fetched when first shown. */
export function usePluginNames(enabled: boolean) {
  const { t } = useTranslation('providers');
  return useQuery({
    meta: { errorText: t('error.plugins') },
    queryKey: providersKeys.plugins(),
    queryFn: () => api(modelsEndpoints.getModelsProviderPluginNames, {}),
    enabled,
    staleTime: 60_000,
  });
}
