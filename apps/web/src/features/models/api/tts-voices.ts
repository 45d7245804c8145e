import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ttsVoicesEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { TtsVoiceBody, TtsVoiceQuery } from './model-types.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /ttsVoice?ttsModelId&page&limit&name (page 1, size 10 by default). */
export const fetchTtsVoices = (query: TtsVoiceQuery) => api(ttsVoicesEndpoints.getTtsVoice, { query });

export const useTtsVoiceList = (query: TtsVoiceQuery) =>
  useQuery({ queryKey: queryKeyOf('model-config', ttsVoicesEndpoints.getTtsVoice, { query }), queryFn: () => fetchTtsVoices(query), placeholderData: keepPreviousData, enabled: Boolean(query.ttsModelId) });

/** The voice lists of every model. */
const changesVoices = [queryKeyOf('model-config', ttsVoicesEndpoints.getTtsVoice)];

/** POST /ttsVoice (new) or PUT /ttsVoice/{id}. */
export function useSaveTtsVoice() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: t('voice.error.save'), invalidatesOnSuccess: changesVoices },
    mutationFn: ({ id, body }: { id?: string; body: TtsVoiceBody }) =>
      id ? api(ttsVoicesEndpoints.putTtsVoice, { params: { id }, body }) : api(ttsVoicesEndpoints.postTtsVoice, { body }),
  });
}

/** POST /ttsVoice/delete with the id list. */
export function useDeleteTtsVoices() {
  const { t } = useTranslation('models');
  return useMutation({
    meta: { errorText: t('voice.error.delete'), invalidates: changesVoices },
    mutationFn: (ids: readonly string[]) => api(ttsVoicesEndpoints.postTtsVoiceDelete, { body: [...ids] }),
  });
}
