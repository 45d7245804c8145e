import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentPluginMappingsTable } from './agents.tables.ts';
import { modelCatalog, type ModelCatalog } from '../models/index.ts';

export type PluginMappingRow = Selectable<AgentPluginMappingsTable>;
export type PluginMappingWithCode = PluginMappingRow & { provider_code: string | null };

export class PluginMappingsRepository {
  readonly #db: Kysely<Database>;
  readonly #models: Pick<ModelCatalog, 'providersByIds'>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#models = modelCatalog(db);
  }

  /** The agent's plugins with their provider's code, in the providers' order (a plugin whose provider is gone last). */
  async ofAgent(agentId: string): Promise<PluginMappingWithCode[]> {
    const rows = await this.#db.selectFrom('agent_plugin_mappings').selectAll().where('agent_id', '=', agentId).execute();
    const providers = new Map((await this.#models.providersByIds([...new Set(rows.map((row) => row.plugin_id))])).map((provider) => [provider.id, provider]));
    const sortOf = (row: PluginMappingRow) => providers.get(row.plugin_id)?.sort ?? Number.POSITIVE_INFINITY;
    return rows
      .sort((a, b) => sortOf(a) - sortOf(b) || (a.plugin_id < b.plugin_id ? -1 : a.plugin_id > b.plugin_id ? 1 : 0))
      .map((row) => ({ ...row, provider_code: providers.get(row.plugin_id)?.provider_code ?? null }));
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
