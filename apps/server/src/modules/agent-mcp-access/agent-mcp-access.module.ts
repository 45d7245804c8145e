import type { ServerModule } from '../module.ts';
import { agentMcpAccessRoutes } from './agent-mcp-access.routes.ts';
import { listEndpointTools } from '../../integrations/mcp/mcp-endpoint-tools.ts';
import { AgentMcpAccessService } from './agent-mcp-access.service.ts';

declare module '../wiring.ts' {
  interface Services {
    agentMcpAccess: AgentMcpAccessService;
  }
}

export const agentMcpAccessModule: ServerModule = {
  name: 'agent-mcp-access',
  routes: [agentMcpAccessRoutes],
  services: {
    agentMcpAccess: ({ agents, params }, { outboundTimeouts }) =>
      new AgentMcpAccessService({ agents, params, listTools: (url) => listEndpointTools(url, { connectMs: outboundTimeouts.connectMs, totalMs: outboundTimeouts.replyMs }) }),
  },
};
