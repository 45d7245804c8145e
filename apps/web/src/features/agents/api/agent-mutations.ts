import { useMutation } from '@tanstack/react-query';
import { type AgentCreateInput, agentsEndpoints, type AgentUpdateInput } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** POST /agent: answers the new id. With a templateId the agent starts from that template (agent market). */
export const createAgent = (input: AgentCreateInput) => api(agentsEndpoints.postAgent, { body: input });

/** PUT /agent/{id}: a partial update, absent fields keep their value. */
export const updateAgent = (id: string, body: AgentUpdateInput) => api(agentsEndpoints.putAgent, { params: { id }, body });

export const deleteAgent = (id: string) => api(agentsEndpoints.deleteAgent, { params: { id } });

/** The dialog shows the server's reason by the name field. */
export function useCreateAgent() {
  return useMutation({ meta: { ...shownByScreen, invalidates: ['agents'] }, mutationFn: createAgent });
}

export function useUpdateAgent(id: string) {
  return useMutation({
    meta: { invalidatesOnSuccess: ['agents'] },
    mutationFn: (body: AgentUpdateInput) => updateAgent(id, body),
  });
}

export function useDeleteAgent() {
  return useMutation({ meta: { invalidates: ['agents'] }, mutationFn: deleteAgent });
}
