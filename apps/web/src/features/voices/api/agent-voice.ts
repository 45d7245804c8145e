import { useMutation, useQuery } from '@tanstack/react-query';
import { agentsEndpoints, type AgentUpdateInput } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';

/** GET /agent/list: the agents a voice can be given to. */
export const useMyAgents = (enabled: boolean) =>
  useQuery({
    ...apiQuery('voice-catalogue', agentsEndpoints.getAgentList, { query: { keyword: '', searchType: 'name' } }),
    enabled,
  });

/** PUT /agent/{id} with the voice's TTS model and voice id; other agent fields keep their values. */
export function useSetAgentVoice() {
  return useMutation({
    // The agent screens show the voice too.
    meta: { invalidates: ['agents', 'voice-catalogue'] },
    mutationFn: ({ agentId, ttsModelId, ttsVoiceId }: { agentId: string; ttsModelId: string; ttsVoiceId: string }) =>
      api(agentsEndpoints.putAgent, { params: { id: agentId }, body: { ttsModelId, ttsVoiceId } satisfies AgentUpdateInput }),
  });
}
