import { useMutation, useQuery } from '@tanstack/react-query';
import { type VoiceClone, voiceClonesEndpoints, type VoiceCloneUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { type QueryRoot, queryKeyOf } from '../../../lib/query-keys.ts';

/** How often a slot in training is asked again. */
const TRAINING_POLL_MS = 3000;
const training = (clone: VoiceClone | undefined) => clone?.state === 'Training';

/** GET /v1/voice-clones/support: is any clone-capable TTS configured. */
export function useVoiceCloneSupport() {
  const { t } = useTranslation('voiceClones');
  return useQuery({ ...apiQuery('voice-clones', voiceClonesEndpoints.getV1VoiceClonesSupport, {}), meta: { errorText: t('error.load') } });
}

/** GET /v1/voice-clones (data.voices); polled while a slot trains. */
export function useVoiceClones() {
  const { t } = useTranslation('voiceClones');
  return useQuery({
    meta: { errorText: t('error.load') },
    queryKey: queryKeyOf('voice-clones', voiceClonesEndpoints.getV1VoiceClones),
    queryFn: async () => (await api(voiceClonesEndpoints.getV1VoiceClones, {})).voices,
    refetchInterval: (query) => (query.state.data?.some(training) ? TRAINING_POLL_MS : false),
  });
}

/** GET /v1/voice-clones/{id}, polled until the training ends. */
export function useVoiceClone(id: string) {
  const { t } = useTranslation('voiceClones');
  return useQuery({
    ...apiQuery('voice-clones', voiceClonesEndpoints.getV1VoiceClonesById, { params: { id } }),
    meta: { errorText: t('error.load') },
    enabled: id !== '',
    refetchInterval: (query) => (training(query.state.data) ? TRAINING_POLL_MS : false),
  });
}

/** A clone made, renamed, trained or deleted shows in the list and on its own page. */
const changesClones: readonly QueryRoot[] = ['voice-clones'];

/** POST /v1/voice-clones with the console's {model_id: QN_ACV}. */
export function useCreateVoiceClone() {
  const { t } = useTranslation('voiceClones');
  return useMutation({
    meta: { errorText: t('error.create'), invalidatesOnSuccess: changesClones },
    mutationFn: () => api(voiceClonesEndpoints.postV1VoiceClones, { body: { model_id: 'QN_ACV' } }),
  });
}

/** PUT /v1/voice-clones/{id}: {name} renames, {key} trains; the caller shows why it was refused. */
export function useUpdateVoiceClone() {
  return useMutation({
    meta: { ...shownByScreen, invalidates: changesClones },
    mutationFn: ({ id, body }: { id: string; body: VoiceCloneUpdateBody }) => api(voiceClonesEndpoints.putV1VoiceClones, { params: { id }, body }),
  });
}

/** DELETE /v1/voice-clones/{id}; the list is fetched again whatever the answer. */
export function useDeleteVoiceClone() {
  const { t } = useTranslation('voiceClones');
  return useMutation({ meta: { errorText: t('error.delete'), invalidates: changesClones }, mutationFn: (id: string) => api(voiceClonesEndpoints.deleteV1VoiceClones, { params: { id } }) });
}
