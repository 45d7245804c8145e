import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminUsersEndpoints, type VoiceResourceBody, voiceResourcesEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** GET /voiceResource?page&limit&name: every user's clone slots; name matches the name or equals the voice id. */
export function useVoiceResources(query: { page: number; limit: number; name: string }) {
  const { t } = useTranslation('voiceResources');
  return useQuery({
    ...apiQuery('voice-resources', voiceResourcesEndpoints.getVoiceResource, { query }),
    meta: { errorText: t('error.list') },
    placeholderData: keepPreviousData,
  });
}

/** GET /voiceResource/ttsPlatforms: the Volcengine double-stream TTS configs slots are assigned on. */
export function useTtsPlatforms(enabled: boolean) {
  const { t } = useTranslation('voiceResources');
  return useQuery({
    ...apiQuery('voice-resources', voiceResourcesEndpoints.getVoiceResourceTtsPlatforms, {}),
    meta: { errorText: t('error.platforms') },
    enabled,
  });
}

/** GET /admin/users?page=1&limit=20&mobile=: the owner picker searches users by phone, as upstream's does. */
export function useUserSearch(mobile: string, enabled: boolean) {
  const { t } = useTranslation('voiceResources');
  return useQuery({
    ...apiQuery('voice-resources', adminUsersEndpoints.getAdminUsers, { query: { page: 1, limit: 20, mobile } }),
    meta: { errorText: t('error.users') },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /voiceResource: one slot per voice id; the dialog shows why the server refused (prefix 10160, taken 10159). */
export function useAssignVoiceResources() {
  return useMutation({
    meta: { ...shownByScreen, invalidatesOnSuccess: ['voice-resources'] },
    mutationFn: (body: VoiceResourceBody) => api(voiceResourcesEndpoints.postVoiceResource, { body }),
  });
}

/** DELETE /voiceResource/{ids}, comma-separated. */
export function useDeleteVoiceResources() {
  const { t } = useTranslation('voiceResources');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['voice-resources'] },
    mutationFn: (ids: readonly string[]) => api(voiceResourcesEndpoints.deleteVoiceResource, { params: { ids: ids.join(',') } }),
  });
}
