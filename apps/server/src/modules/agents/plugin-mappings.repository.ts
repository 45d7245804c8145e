import type { Kysely, Selectable } from 'kysely';
import type { AgentPluginMappingsTable, Database } from '../../db/database.ts';

export type PluginMappingRow = Selectable<AgentPluginMappingsTable>;
export type PluginMappingWithCode = PluginMappingRow & { provider_code: string | null };

export class PluginMappingsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  ofAgent(agentId: string): Promise<PluginMappingWithCode[]> {
    return this.#db
      .selectFrom('agent_plugin_mappings')
      .leftJoin('model_providers', 'model_providers.id', 'agent_plugin_mappings.plugin_id')
      .selectAll('agent_plugin_mappings')
      .select('model_providers.provider_code')
      .where('agent_plugin_mappings.agent_id', '=', agentId)
      .orderBy('model_providers.sort')
      .orderBy('agent_plugin_mappings.plugin_id')
      .execute();
  }

  /** The agent's plugin list becomes exactly `rows`. */
  async replaceForAgent(agentId: string, rows: readonly PluginMappingRow[]): Promise<void> {
    await this.#db.deleteFrom('agent_plugin_mappings').where('agent_id', '=', agentId).execute();
    if (rows.length > 0) await this.#db.insertInto('agent_plugin_mappings').values([...rows]).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_plugin_mappings').where('agent_id', 'in', agentIds).execute();
  }
}
