import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { modelsEndpoints, type ProviderListQuery, providersEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { failWith } from '../../../lib/api-failure.ts';
import { providersKeys } from './providers-keys.ts';

/** GET /models/provider?modelType&name&page&limit (name matches the name or the code). */
export function useProviders(query: ProviderListQuery) {
  const { t } = useTranslation('providers');
  return useQuery({
    queryKey: providersKeys.list(query),
    queryFn: () => api(providersEndpoints.getModelsProvider, { query }, { onFailure: failWith(t('error.list')) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /models/provider/plugin/names: the plugins agents can call, fetched when first shown. */
export function usePluginNames(enabled: boolean) {
  const { t } = useTranslation('providers');
  return useQuery({
    queryKey: providersKeys.plugins(),
    queryFn: () => api(modelsEndpoints.getModelsProviderPluginNames, {}, { onFailure: failWith(t('error.plugins')) }),
    enabled,
    staleTime: 60_000,
  });
}
