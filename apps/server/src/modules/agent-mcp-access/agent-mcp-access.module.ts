import { serverModule } from '../module.ts';
import { agentMcpAccessRoutes } from './agent-mcp-access.routes.ts';

export const agentMcpAccessModule = serverModule({
  name: 'agent-mcp-access',
  routes: [agentMcpAccessRoutes],
});
