import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type VoiceClone, voiceClonesEndpoints, type VoiceCloneUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const voiceClonesKeys = {
  all: [QUERY_ROOTS.voiceClones] as const,
  list: () => [...voiceClonesKeys.all, 'list'] as const,
  one: (id: string) => [...voiceClonesKeys.all, 'one', id] as const,
  support: () => [...voiceClonesKeys.all, 'support'] as const,
};

/** How often a slot in training is asked again. */
const TRAINING_POLL_MS = 3000;
const training = (clone: VoiceClone | undefined) => clone?.state === 'Training';

/** GET /v1/voice-clones/support: is any clone-capable TTS configured. */
export function useVoiceCloneSupport() {
  const { t } = useTranslation('voiceClones');
  return useQuery({ meta: { errorText: t('error.load') }, queryKey: voiceClonesKeys.support(), queryFn: () => api(voiceClonesEndpoints.getV1VoiceClonesSupport, {}) });
}

/** GET /v1/voice-clones (data.voices); polled while a slot trains. */
export function useVoiceClones() {
  const { t } = useTranslation('voiceClones');
  return useQuery({
    meta: { errorText: t('error.load') },
    queryKey: voiceClonesKeys.list(),
    queryFn: async () => (await api(voiceClonesEndpoints.getV1VoiceClones, {})).voices,
    refetchInterval: (query) => (query.state.data?.some(training) ? TRAINING_POLL_MS : false),
  });
}

/** GET /v1/voice-clones/{id}, polled until the training ends. */
export function useVoiceClone(id: string) {
  const { t } = useTranslation('voiceClones');
  return useQuery({
    meta: { errorText: t('error.load') },
    queryKey: voiceClonesKeys.one(id),
    queryFn: () => api(voiceClonesEndpoints.getV1VoiceClonesById, { params: { id } }),
    enabled: id !== '',
    refetchInterval: (query) => (training(query.state.data) ? TRAINING_POLL_MS : false),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: voiceClonesKeys.all });
}

/** POST /v1/voice-clones with the console's {model_id: QN_ACV}. */
export function useCreateVoiceClone() {
  const { t } = useTranslation('voiceClones');
  const invalidate = useInvalidate();
  return useMutation({ meta: { errorText: t('error.create') }, mutationFn: () => api(voiceClonesEndpoints.postV1VoiceClones, { body: { model_id: 'QN_ACV' } }), onSuccess: invalidate });
}

/** PUT /v1/voice-clones/{id}: {name} renames, {key} trains; the caller shows why it was refused. */
export function useUpdateVoiceClone() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: shownByScreen,
    mutationFn: ({ id, body }: { id: string; body: VoiceCloneUpdateBody }) => api(voiceClonesEndpoints.putV1VoiceClones, { params: { id }, body }),
    onSettled: invalidate,
  });
}

/** DELETE /v1/voice-clones/{id}; the list is fetched again whatever the answer (v1-api.md §3.5). */
export function useDeleteVoiceClone() {
  const { t } = useTranslation('voiceClones');
  const invalidate = useInvalidate();
  return useMutation({ meta: { errorText: t('error.delete') }, mutationFn: (id: string) => api(voiceClonesEndpoints.deleteV1VoiceClones, { params: { id } }), onSettled: invalidate });
}
