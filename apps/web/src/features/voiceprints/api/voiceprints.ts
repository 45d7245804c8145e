import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorCode, voiceprintsEndpoints, type VoiceprintCreateInput, type VoiceprintUpdateInput } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** 10054: `server.voice_print` is not set; the screens explain how to set it instead of showing an error. */
export const isNotConfigured = (error: unknown) => isApiError(error) && error.code === ErrorCode.VOICEPRINT_NOT_CONFIGURED;

/** Not worth retrying: the answer will not change until an administrator sets the param. */
const retryUnlessNotConfigured = (count: number, error: unknown) => !isNotConfigured(error) && count < 2;

/** GET /agent/voice-print/agents: the caller's agents with their voiceprint counts; the screens show a failure. */
export function useVoiceprintAgents() {
  return useQuery({
    ...apiQuery('voiceprints', voiceprintsEndpoints.getAgentVoicePrintAgents, {}),
    meta: shownByScreen,
    retry: retryUnlessNotConfigured,
  });
}

/** GET /agent/voice-print/list/{agentId}. */
export function useVoiceprints(agentId: string | null) {
  return useQuery({
    ...apiQuery('voiceprints', voiceprintsEndpoints.getAgentVoicePrintList, { params: { agentId: agentId ?? '' } }),
    meta: shownByScreen,
    enabled: agentId !== null,
    retry: retryUnlessNotConfigured,
  });
}

/** GET /agent/{id}/chat-history/user: the picker's utterances, fetched when the dialog opens. */
export function useUtterances(agentId: string, enabled: boolean) {
  const { t } = useTranslation('voiceprints');
  return useQuery({
    ...apiQuery('voiceprints', voiceprintsEndpoints.getAgentChatHistoryUser, { params: { id: agentId } }),
    meta: { errorText: t('error.utterances') },
    enabled,
  });
}

/** POST /agent/voice-print to add, PUT to edit; the dialog shows why a save was refused. */
export function useSaveVoiceprint() {
  return useMutation({
    meta: { ...shownByScreen, invalidatesOnSuccess: ['voiceprints'] },
    mutationFn: (body: ({ kind: 'add' } & VoiceprintCreateInput) | ({ kind: 'edit' } & VoiceprintUpdateInput)) => {
      if (body.kind === 'add') {
        const { kind: _add, ...create } = body;
        return api(voiceprintsEndpoints.postAgentVoicePrint, { body: create });
      }
      const { kind: _edit, ...update } = body;
      return api(voiceprintsEndpoints.putAgentVoicePrint, { body: update });
    },
  });
}

/** DELETE /agent/voice-print/{id}. */
export function useDeleteVoiceprint() {
  const { t } = useTranslation('voiceprints');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['voiceprints'] },
    mutationFn: (id: string) => api(voiceprintsEndpoints.deleteAgentVoicePrint, { params: { id } }),
  });
}
