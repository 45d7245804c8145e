import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { featuresEndpoints, systemWebMenuWith, type FeatureFlags } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** GET /admin/features. */
export function useFeatureSettings() {
  const { t } = useTranslation('features');
  return useQuery({ ...apiQuery('feature-switches', featuresEndpoints.getAdminFeatures, {}), meta: { errorText: t('error.load') } });
}

/** PUT /admin/features; the menu and the screens of this tab follow at once (the public config is loaded once a session). */
export function useSaveFeatureSettings() {
  const { t } = useTranslation('features');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorText: t('error.save') },
    mutationFn: (flags: FeatureFlags) => api(featuresEndpoints.putAdminFeatures, { body: flags }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeyOf('feature-switches', featuresEndpoints.getAdminFeatures), settings);
      const { pubConfig, setPubConfig } = useSessionStore.getState();
      setPubConfig({ ...pubConfig, systemWebMenu: systemWebMenuWith(pubConfig.systemWebMenu, settings.flags) });
    },
  });
}
