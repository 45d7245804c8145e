import type { AgentMcpItem, AgentMcps } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { AgentsService } from '../agents/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { noSuchMcp } from './mcps.service.ts';
import type { UserMcpRow } from './user-mcps.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'agentMcps' | 'userMcps'>;

const item = (row: UserMcpRow, selected: boolean): AgentMcpItem => ({
  mcp_id: row.id,
  name: row.name,
  desc: row.description,
  logo_url: row.logo_url,
  is_private: row.server_private !== 0,
  selected,
});

/** Agent ↔ MCP binding: the caller's own agent and own MCPs only. */
export class AgentMcpsService {
  readonly #deps: { repos: UsedRepositories; transaction: RunInTransaction<UsedRepositories>; agents: AgentsService; clock: Clock };

  constructor(deps: { repos: UsedRepositories; transaction: RunInTransaction<UsedRepositories>; agents: AgentsService; clock: Clock }) {
    this.#deps = deps;
  }

  async get(userId: string, agentId: string, includeUnselected: boolean): Promise<AgentMcps> {
    const { repos, agents } = this.#deps;
    await agents.owned(userId, agentId);
    const bound = new Set(await repos.agentMcps.mcpIdsOf(agentId));
    const mcps = await repos.userMcps.ownedBy(userId);
    return {
      selecteds: mcps.filter((row) => bound.has(row.id)).map((row) => item(row, true)),
      unselecteds: includeUnselected ? mcps.filter((row) => !bound.has(row.id)).map((row) => item(row, false)) : [],
    };
  }

  /** Full replacement; an id that is not the caller's MCP refuses the whole set (612). */
  async replace(userId: string, agentId: string, mcpIds: readonly string[]): Promise<void> {
    const { transaction, agents, clock } = this.#deps;
    await agents.owned(userId, agentId);
    await transaction(async (tx) => {
      const owned = await tx.userMcps.ownedIds(userId, mcpIds);
      if (owned.length !== mcpIds.length) throw noSuchMcp();
      await tx.agentMcps.replace(agentId, mcpIds, isoFromNow(clock));
    });
  }
}
