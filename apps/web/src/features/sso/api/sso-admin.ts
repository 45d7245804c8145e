import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints, type SsoOverview, type SsoSettingsInput } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { plainRead } from '../../../lib/plain-read.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { type QueryRoot, queryKeyOf } from '../../../lib/query-keys.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** GET /admin/sso. */
export function useSsoSettings() {
  const { t } = useTranslation('sso');
  return useQuery({ ...apiQuery('sso', ssoEndpoints.getAdminSso, {}), meta: { errorText: t('error.load') } });
}

/** PUT /admin/sso; the sign-in screen follows at once (the public config is loaded once a session). */
export function useSaveSsoSettings() {
  const { t } = useTranslation('sso');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorText: t('error.save') },
    mutationFn: (input: SsoSettingsInput) => api(ssoEndpoints.putAdminSso, { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeyOf('sso', ssoEndpoints.getAdminSso), settings);
      const { pubConfig, setPubConfig } = useSessionStore.getState();
      const enabled = settings.enabled && settings.issuer !== '' && settings.clientId !== '';
      setPubConfig({ ...pubConfig, sso: { enabled, ssoOnly: enabled && settings.ssoOnly, displayName: settings.displayName } });
    },
  });
}

/** POST /admin/sso/test: the issuer's discovery document, as found; a failure is shown beside the button. */
export function useTestSso() {
  return useMutation({
    meta: shownByScreen,
    mutationFn: (issuer: string) => api(ssoEndpoints.postAdminSsoTest, { body: { issuer } }),
  });
}

/** The account provider's userinfo, relayed by the server with the provider token it keeps. */
const fetchProviderUserinfo = () => plainRead<Record<string, unknown>>(ssoEndpoints.getUserSsoUserinfo.path, 'failed to get provider user info');

/** The server's summary of the provider: name, issuer, the linked account, when it was last used. */
const fetchProviderOverview = () => plainRead<SsoOverview>(ssoEndpoints.getUserSsoOverview.path, 'failed to get provider overview');

/** The signed-in user's provider: the server's overview and the provider's userinfo, each read by a plain fetch. */
export function useSsoAccount(enabled: boolean) {
  const overview = useQuery({ queryKey: ['sso' satisfies QueryRoot, 'overview'], queryFn: fetchProviderOverview, enabled, retry: false, meta: shownByScreen });
  const userinfo = useQuery({ queryKey: ['sso' satisfies QueryRoot, 'userinfo'], queryFn: fetchProviderUserinfo, enabled, retry: false, meta: shownByScreen });
  return { overview, userinfo };
}
