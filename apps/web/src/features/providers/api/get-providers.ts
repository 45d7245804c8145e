import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModelProvider, PageData, ProviderListQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http.ts';
import { failWith } from '../../../lib/api-failure.ts';
import { providersKeys } from './providers-keys.ts';

/** GET /models/provider?modelType&name&page&limit (name matches the name or the code). */
export function useProviders(query: ProviderListQuery) {
  const { t } = useTranslation('providers');
  return useQuery({
    queryKey: providersKeys.list(query),
    queryFn: () => http.get<PageData<ModelProvider>>('/models/provider', query, { onFailure: failWith(t('error.list')) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /models/provider/plugin/names: the plugins agents can call, fetched when first shown. */
export function usePluginNames(enabled: boolean) {
  const { t } = useTranslation('providers');
  return useQuery({
    queryKey: providersKeys.plugins(),
    queryFn: () => http.get<ModelProvider[]>('/models/provider/plugin/names', undefined, { onFailure: failWith(t('error.plugins')) }),
    enabled,
    staleTime: 60_000,
  });
}
