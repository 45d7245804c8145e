import { useQuery } from '@tanstack/react-query';
import { agentMcpAccessEndpoints, ErrorCode } from '@vox/contracts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** The access point is not set up (10201): the section explains what to configure instead of failing. */
export const isAccessPointUnset = (error: unknown) => isApiError(error) && error.code === ErrorCode.MCP_ADDRESS_NOT_CONFIGURED;

/** GET /agent/mcp/address/{agentId}: the ws(s) address the agent's own MCP tools connect to. */
export const useAgentMcpAddress = (agentId: string) =>
  useQuery<string, ApiError>({
    ...apiQuery('agents', agentMcpAccessEndpoints.getAgentMcpAddress, { params: { agentId } }),
    // The section shows the failure (often "not configured") itself; the rest of the screen still works.
    meta: shownByScreen,
    retry: false,
  });

/** GET /agent/mcp/tools/{agentId}: names of the tools connected right now, asked only once there is an address. */
export const useAgentMcpTools = (agentId: string, enabled: boolean) =>
  useQuery<string[], ApiError>({
    ...apiQuery('agents', agentMcpAccessEndpoints.getAgentMcpTools, { params: { agentId } }),
    meta: shownByScreen,
    retry: false,
    enabled,
    staleTime: 0,
  });
