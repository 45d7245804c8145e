import { serverModule } from '../module.ts';
import { mcpStoreRoutes } from './mcp-store.routes.ts';
import { mcpsRoutes } from './mcps.routes.ts';
import { mcpProxyRoutes } from './mcp-proxy.routes.ts';
import { McpServersRepository } from './mcp-servers.repository.ts';
import { UserMcpsRepository } from './user-mcps.repository.ts';
import { AgentMcpsRepository } from './agent-mcps.repository.ts';
import { McpProxyTokensRepository } from './mcp-proxy-tokens.repository.ts';
import { purgeMcpsOfAgents, purgeMcpsOfUsers } from './index.ts';

export const mcpModule = serverModule({
  name: 'mcp',
  routes: [mcpStoreRoutes, mcpsRoutes, mcpProxyRoutes],
  rootRoutes: [mcpStoreRoutes, mcpsRoutes, mcpProxyRoutes],
  repositories: (db) => ({
    mcpServers: new McpServersRepository(db),
    userMcps: new UserMcpsRepository(db),
    agentMcps: new AgentMcpsRepository(db),
    mcpProxyTokens: new McpProxyTokensRepository(db),
  }),
  purgeAgents: purgeMcpsOfAgents,
  purgeUsers: () => purgeMcpsOfUsers,
});
