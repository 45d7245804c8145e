import { useQuery } from '@tanstack/react-query';
import { agentMcpAccessEndpoints, ErrorCode } from '@vox/contracts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { agentsKeys } from './agents-keys.ts';

const accessPointKeys = {
  address: (agentId: string) => [...agentsKeys.all, 'mcp-access', agentId, 'address'] as const,
  tools: (agentId: string) => [...agentsKeys.all, 'mcp-access', agentId, 'tools'] as const,
};

/** The access point is not set up (10201): the section explains what to configure instead of failing. */
export const isAccessPointUnset = (error: unknown) => isApiError(error) && error.code === ErrorCode.MCP_ADDRESS_NOT_CONFIGURED;

/** GET /agent/mcp/address/{agentId}: the ws(s) address the agent's own MCP tools connect to. */
export const useAgentMcpAddress = (agentId: string) =>
  useQuery<string, ApiError>({
    queryKey: accessPointKeys.address(agentId),
    // The section shows the failure (often "not configured") itself; the rest of the screen still works.
    meta: shownByScreen,
    retry: false,
    queryFn: () => api(agentMcpAccessEndpoints.getAgentMcpAddress, { params: { agentId } }),
  });

/** GET /agent/mcp/tools/{agentId}: names of the tools connected right now, asked only once there is an address. */
export const useAgentMcpTools = (agentId: string, enabled: boolean) =>
  useQuery<string[], ApiError>({
    queryKey: accessPointKeys.tools(agentId),
    meta: shownByScreen,
    retry: false,
    enabled,
    staleTime: 0,
    queryFn: () => api(agentMcpAccessEndpoints.getAgentMcpTools, { params: { agentId } }),
  });
