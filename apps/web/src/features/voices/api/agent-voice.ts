import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsEndpoints, type AgentUpdateInput } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { voicesKeys } from './voices-keys.ts';

/** GET /agent/list: the agents a voice can be given to. */
export const useMyAgents = (enabled: boolean) =>
  useQuery({
    queryKey: voicesKeys.agents(),
    queryFn: () => api(agentsEndpoints.getAgentList, { query: { keyword: '', searchType: 'name' } }),
    enabled,
  });

/** PUT /agent/{id} with the voice's TTS model and voice id; other agent fields keep their values. */
export function useSetAgentVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, ttsModelId, ttsVoiceId }: { agentId: string; ttsModelId: string; ttsVoiceId: string }) =>
      api(agentsEndpoints.putAgent, { params: { id: agentId }, body: { ttsModelId, ttsVoiceId } satisfies AgentUpdateInput }),
    // The agent screens cache agents under their own keys; a fresh read there is cheap.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'agents' || query.queryKey[0] === voicesKeys.all[0] }),
  });
}
