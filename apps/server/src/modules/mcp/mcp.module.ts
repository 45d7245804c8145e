import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { mcpStoreRoutes } from './mcp-store.routes.ts';
import { mcpsRoutes } from './mcps.routes.ts';
import { mcpProxyRoutes } from './mcp-proxy.routes.ts';
import { McpServersRepository } from './mcp-servers.repository.ts';
import { UserMcpsRepository } from './user-mcps.repository.ts';
import { AgentMcpsRepository } from './agent-mcps.repository.ts';
import { McpProxyTokensRepository } from './mcp-proxy-tokens.repository.ts';
import { purgeMcpsOfAgents, purgeMcpsOfUsers } from './index.ts';
import { SdkMcpConnector } from '../../integrations/mcp/sdk-mcp-connector.ts';
import { AgentMcpsService } from './agent-mcps.service.ts';
import { McpProxyHub } from './mcp-proxy-hub.ts';
import { McpProxyService } from './mcp-proxy.service.ts';
import { McpStoreService } from './mcp-store.service.ts';
import { McpToolsService } from './mcp-tools.service.ts';
import { McpsService } from './mcps.service.ts';
import { RedisProxyBus } from './redis-proxy-bus.ts';

declare module '../wiring.ts' {
  interface Services {
    mcpStore: McpStoreService;
    mcps: McpsService;
    mcpTools: McpToolsService;
    agentMcps: AgentMcpsService;
    mcpProxy: McpProxyService;
    /** An agent's MCP endpoints, for the device server's agent config. */
    agentMcpsRepository: AgentMcpsRepository;
  }
}

const mcpRepositories = (db: Kysely<Database>) => ({
  mcpServers: new McpServersRepository(db),
  userMcps: new UserMcpsRepository(db),
  agentMcps: new AgentMcpsRepository(db),
  mcpProxyTokens: new McpProxyTokensRepository(db),
});

export const mcpModule: ServerModule<ReturnType<typeof mcpRepositories>> = {
  name: 'mcp',
  routes: [mcpStoreRoutes, mcpsRoutes, mcpProxyRoutes],
  rootRoutes: [mcpStoreRoutes, mcpsRoutes, mcpProxyRoutes],
  repositories: mcpRepositories,
  purgeAgents: purgeMcpsOfAgents,
  purgeUsers: () => purgeMcpsOfUsers,
  services: {
    mcpStore: (_, { repos, clock }) => new McpStoreService(repos, clock),
    mcps: ({ mcpStore }, { repos, clock }) => new McpsService({ repos, store: mcpStore, clock }),
    mcpTools: ({ mcps, params }, { options, log }) => new McpToolsService({ mcps, params, connector: options.mcp?.connector ?? new SdkMcpConnector(options.mcp?.timeouts), log }),
    agentMcps: ({ agents }, { repos, transaction, clock }) => new AgentMcpsService({ repos, transaction, agents, clock }),
    mcpProxy: ({ users }, { repos, options, clock }) =>
      // The proxy's relay to other processes needs Redis; one process relays in memory.
      new McpProxyService({ repos, users, clock, hub: new McpProxyHub(clock, options.redis ? new RedisProxyBus(options.redis.client, options.redis.prefix) : null) }),
    agentMcpsRepository: (_, { repos }) => repos.agentMcps,
  },
};
