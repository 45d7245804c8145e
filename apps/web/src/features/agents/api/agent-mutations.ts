import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgentCreateInput, agentsEndpoints, type AgentUpdateInput } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { agentsKeys } from './agents-keys.ts';

/** POST /agent: answers the new id. With a templateId the agent starts from that template (agent market). */
export const createAgent = (input: AgentCreateInput, onFailure?: (error: ApiError) => void) =>
  api(agentsEndpoints.postAgent, { body: input }, { onFailure });

/** PUT /agent/{id}: a partial update, absent fields keep their value. */
export const updateAgent = (id: string, body: AgentUpdateInput) => api(agentsEndpoints.putAgent, { params: { id }, body: body });

export const deleteAgent = (id: string) => api(agentsEndpoints.deleteAgent, { params: { id } });

/** Device counts and "last conversation" on the cards change when devices do; other screens call this. */
export function useInvalidateAgents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentsKeys.lists() });
}

export function useCreateAgent(onFailure?: (error: ApiError) => void) {
  const invalidate = useInvalidateAgents();
  return useMutation({ mutationFn: (input: AgentCreateInput) => createAgent(input, onFailure), onSuccess: invalidate });
}

export function useUpdateAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentUpdateInput) => updateAgent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}

export function useDeleteAgent() {
  const invalidate = useInvalidateAgents();
  return useMutation({ mutationFn: deleteAgent, onSuccess: invalidate });
}
