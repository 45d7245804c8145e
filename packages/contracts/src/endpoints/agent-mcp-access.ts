import { z } from 'zod';
import { agentIdParam } from '../devices/device.ts';
import { endpoint } from '../http/endpoint.ts';

/** The agent's own MCP access point (upstream's, shown in the role config's function dialog), served by the MCP endpoint service. */
export const agentMcpAccessEndpoints = {
  getAgentMcpAddress: endpoint({
    method: 'GET',
    path: '/agent/mcp/address/:agentId',
    access: 'user',
    tags: ['agent'],
    summary: 'The agent’s MCP access point, ws(s)://…/mcp/?token=…, from param server.mcp_endpoint; 10201 when it is not set',
    params: agentIdParam,
    response: z.string(),
  }),
  getAgentMcpTools: endpoint({
    method: 'GET',
    path: '/agent/mcp/tools/:agentId',
    access: 'user',
    tags: ['agent'],
    summary: 'Names of the tools connected to the agent’s MCP access point, sorted; [] when none connect or the service is unreachable',
    params: agentIdParam,
    response: z.array(z.string()),
  }),
};
