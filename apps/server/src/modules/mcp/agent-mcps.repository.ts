import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UserMcpsTable } from './mcp.tables.ts';

export type BoundMcpRow = Pick<UserMcpsTable, 'id' | 'name' | 'config_json'>;

/** Agent ↔ MCP instance links (upstream `ai_agent_mcp`, many-to-many). */
export class AgentMcpsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async mcpIdsOf(agentId: string): Promise<string[]> {
    const rows = await this.#db.selectFrom('agent_mcps').select('mcp_id').where('agent_id', '=', agentId).execute();
    return rows.map((row) => row.mcp_id);
  }

  /** The bound instances with their configs, for the device server. */
  boundMcps(agentId: string): Promise<BoundMcpRow[]> {
    return this.#db
      .selectFrom('agent_mcps')
      .innerJoin('user_mcps', 'user_mcps.id', 'agent_mcps.mcp_id')
      .select(['user_mcps.id', 'user_mcps.name', 'user_mcps.config_json'])
      .where('agent_mcps.agent_id', '=', agentId)
      .orderBy('agent_mcps.created_at')
      .orderBy('user_mcps.id')
      .execute();
  }

  async replace(agentId: string, mcpIds: readonly string[], now: string): Promise<void> {
    await this.#db.deleteFrom('agent_mcps').where('agent_id', '=', agentId).execute();
    if (mcpIds.length === 0) return;
    await this.#db.insertInto('agent_mcps').values(mcpIds.map((mcpId) => ({ agent_id: agentId, mcp_id: mcpId, created_at: now }))).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_mcps').where('agent_id', 'in', agentIds).execute();
  }
}
