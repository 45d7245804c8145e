import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AgentMcpsRepository } from './agent-mcps.repository.ts';
import { McpProxyTokensRepository } from './mcp-proxy-tokens.repository.ts';
import { McpServersRepository } from './mcp-servers.repository.ts';
import { UserMcpsRepository } from './user-mcps.repository.ts';

/** The agents' MCP links. */
export const purgeMcpsOfAgents: AgentsPurge = (trx, agentIds) => new AgentMcpsRepository(trx).deleteByAgents(agentIds);

/** The users' own MCP servers, their store servers and their proxy tokens. */
export const purgeMcpsOfUsers: UsersPurge = async (trx, userIds) => {
  await new UserMcpsRepository(trx).deleteByOwners(userIds);
  await new McpServersRepository(trx).deleteByOwners(userIds);
  await new McpProxyTokensRepository(trx).deleteByUsers(userIds);
};
