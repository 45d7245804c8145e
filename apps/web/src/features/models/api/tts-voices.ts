import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ttsVoicesEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { TtsVoiceBody, TtsVoiceQuery } from './model-types.ts';
import { modelsKeys } from './models-keys.ts';

/** GET /ttsVoice?ttsModelId&page&limit&name (page 1, size 10 by default, SPEC §5). */
export const fetchTtsVoices = (query: TtsVoiceQuery) => api(ttsVoicesEndpoints.getTtsVoice, { query });

export const useTtsVoiceList = (query: TtsVoiceQuery) =>
  useQuery({ queryKey: modelsKeys.voiceList(query), queryFn: () => fetchTtsVoices(query), placeholderData: keepPreviousData, enabled: Boolean(query.ttsModelId) });

/** POST /ttsVoice (new) or PUT /ttsVoice/{id}. */
export function useSaveTtsVoice() {
  const { t } = useTranslation('models');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorText: t('voice.error.save') },
    mutationFn: ({ id, body }: { id?: string; body: TtsVoiceBody }) =>
      id ? api(ttsVoicesEndpoints.putTtsVoice, { params: { id }, body }) : api(ttsVoicesEndpoints.postTtsVoice, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelsKeys.voices() }),
  });
}

/** POST /ttsVoice/delete with the id list. */
export function useDeleteTtsVoices() {
  const { t } = useTranslation('models');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorText: t('voice.error.delete') },
    mutationFn: (ids: readonly string[]) => api(ttsVoicesEndpoints.postTtsVoiceDelete, { body: [...ids] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelsKeys.voices() }),
  });
}
