import { useMutation, useQuery } from '@tanstack/react-query';
import { type AgentMcps, type AgentMcpsBody, mcpsEndpoints } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /v1/agents/{id}/mcps?include_unselected=true: the caller's MCPs, bound (selecteds) and not. */
export const useAgentMcps = (agentId: string) =>
  useQuery<AgentMcps, ApiError>({
    ...apiQuery('agents', mcpsEndpoints.getV1AgentsMcps, { params: { id: agentId }, query: { include_unselected: true } }),
    // The section says itself when the list cannot be read; the rest of the screen still works.
    meta: shownByScreen,
    staleTime: 0,
  });

/** PUT /v1/agents/{id}/mcps {mcp_ids}: replaces the whole bound set. */
export function useSaveAgentMcps(agentId: string) {
  return useMutation({
    meta: { invalidatesOnSuccess: [queryKeyOf('agents', mcpsEndpoints.getV1AgentsMcps, { params: { id: agentId } })] },
    mutationFn: (mcpIds: string[]) => api(mcpsEndpoints.putV1AgentsMcps, { params: { id: agentId }, body: { mcp_ids: mcpIds } satisfies AgentMcpsBody }),
  });
}
