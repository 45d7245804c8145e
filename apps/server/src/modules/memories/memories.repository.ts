import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { MemoriesTable, MemoryAttentionsTable, MemoryAttentionValuesTable, MemoryNodesTable, MemoryTasksTable } from './memories.tables.ts';
import type { Database } from '../../db/database.ts';
import { containsText, toCount } from '../../db/sql-helpers.ts';

export type MemoryRow = Selectable<MemoriesTable>;
export type AttentionRow = Selectable<MemoryAttentionsTable>;
export type AttentionValueRow = Selectable<MemoryAttentionValuesTable>;
export type NodeRow = Selectable<MemoryNodesTable>;
export type TaskRow = Selectable<MemoryTasksTable>;

export interface IdentifierRow {
  identify_id: string;
  value_count: number;
  node_count: number;
  updated_at: string;
}

export interface NodeFilter {
  since?: string;
  keyword?: string;
  limit: number;
}

/** Containers, attentions, values, nodes and infer tasks (SQL only; the service keeps the rules). */
export class MemoriesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: MemoryRow): Promise<void> {
    await this.#db.insertInto('memories').values(row).execute();
  }

  /** Creates the agent's container unless it has one (selecting the long-term memory model). */
  async ensureForAgent(row: MemoryRow): Promise<void> {
    await this.#db.insertInto('memories').values(row).onConflict((oc) => oc.column('agent_id').doNothing()).execute();
  }

  findOwned(userId: string, id: string): Promise<MemoryRow | undefined> {
    return this.#db.selectFrom('memories').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  findByAgent(agentId: string): Promise<MemoryRow | undefined> {
    return this.#db.selectFrom('memories').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
  }

  find(id: string): Promise<MemoryRow | undefined> {
    return this.#db.selectFrom('memories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Updateable<MemoriesTable>): Promise<void> {
    await this.#db.updateTable('memories').set(changes).where('id', '=', id).execute();
  }

  /** Everything remembered for these agents goes with them. */
  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    const ids = (await this.#db.selectFrom('memories').select('id').where('agent_id', 'in', agentIds).execute()).map((row) => row.id);
    if (ids.length === 0) return;
    for (const table of ['memory_attention_values', 'memory_nodes', 'memory_attentions', 'memory_tasks'] as const) {
      await this.#db.deleteFrom(table).where('memory_id', 'in', ids).execute();
    }
    await this.#db.deleteFrom('memories').where('id', 'in', ids).execute();
  }

  // Attentions

  attentions(memoryId: string): Promise<AttentionRow[]> {
    return this.#db.selectFrom('memory_attentions').selectAll().where('memory_id', '=', memoryId).orderBy('created_at').orderBy('id').execute();
  }

  findAttention(memoryId: string, id: string): Promise<AttentionRow | undefined> {
    return this.#db.selectFrom('memory_attentions').selectAll().where('id', '=', id).where('memory_id', '=', memoryId).executeTakeFirst();
  }

  async countAttentions(memoryId: string): Promise<number> {
    const row = await this.#db.selectFrom('memory_attentions').select((eb) => eb.fn.countAll().as('n')).where('memory_id', '=', memoryId).executeTakeFirst();
    return toCount(row?.n);
  }

  async insertAttention(row: AttentionRow): Promise<void> {
    await this.#db.insertInto('memory_attentions').values(row).execute();
  }

  async updateAttention(id: string, changes: Updateable<MemoryAttentionsTable>): Promise<void> {
    await this.#db.updateTable('memory_attentions').set(changes).where('id', '=', id).execute();
  }

  async deleteAttention(id: string): Promise<void> {
    await this.#db.deleteFrom('memory_attention_values').where('attention_id', '=', id).execute();
    await this.#db.deleteFrom('memory_attentions').where('id', '=', id).execute();
  }

  // Values

  /** The identifier's values, newest first (recall and the screen). */
  values(memoryId: string, identifyId: string): Promise<AttentionValueRow[]> {
    return this.#db
      .selectFrom('memory_attention_values')
      .selectAll()
      .where('memory_id', '=', memoryId)
      .where('identify_id', '=', identifyId)
      .orderBy('updated_at', 'desc')
      .execute();
  }

  valuesOf(attentionId: string, identifyId: string): Promise<AttentionValueRow[]> {
    return this.#db.selectFrom('memory_attention_values').selectAll().where('attention_id', '=', attentionId).where('identify_id', '=', identifyId).execute();
  }

  async insertValue(row: AttentionValueRow): Promise<void> {
    await this.#db.insertInto('memory_attention_values').values(row).execute();
  }

  async touchValue(id: string, updatedAt: string): Promise<void> {
    await this.#db.updateTable('memory_attention_values').set({ updated_at: updatedAt }).where('id', '=', id).execute();
  }

  async clearValues(attentionId: string, identifyId: string): Promise<void> {
    await this.#db.deleteFrom('memory_attention_values').where('attention_id', '=', attentionId).where('identify_id', '=', identifyId).execute();
  }

  // Nodes

  /** Newest first; `since` keeps those changed since then, `keyword` those containing it. */
  nodes(memoryId: string, identifyId: string, filter: NodeFilter): Promise<NodeRow[]> {
    let query = this.#db.selectFrom('memory_nodes').selectAll().where('memory_id', '=', memoryId).where('identify_id', '=', identifyId);
    if (filter.since) query = query.where('updated_at', '>=', filter.since);
    if (filter.keyword) query = query.where(containsText('content', filter.keyword));
    return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  }

  findNode(memoryId: string, identifyId: string, id: string): Promise<NodeRow | undefined> {
    return this.#db.selectFrom('memory_nodes').selectAll().where('id', '=', id).where('memory_id', '=', memoryId).where('identify_id', '=', identifyId).executeTakeFirst();
  }

  findNodeByHash(memoryId: string, identifyId: string, hash: string): Promise<NodeRow | undefined> {
    return this.#db
      .selectFrom('memory_nodes')
      .selectAll()
      .where('memory_id', '=', memoryId)
      .where('identify_id', '=', identifyId)
      .where('content_hash', '=', hash)
      .executeTakeFirst();
  }

  async insertNode(row: NodeRow): Promise<void> {
    await this.#db.insertInto('memory_nodes').values(row).execute();
  }

  async updateNode(id: string, changes: Updateable<MemoryNodesTable>): Promise<void> {
    await this.#db.updateTable('memory_nodes').set(changes).where('id', '=', id).execute();
  }

  async deleteNode(id: string): Promise<void> {
    await this.#db.deleteFrom('memory_nodes').where('id', '=', id).execute();
  }

  /** Wipes one person: every value and node of the identifier. */
  async deleteIdentifier(memoryId: string, identifyId: string): Promise<void> {
    await this.#db.deleteFrom('memory_attention_values').where('memory_id', '=', memoryId).where('identify_id', '=', identifyId).execute();
    await this.#db.deleteFrom('memory_nodes').where('memory_id', '=', memoryId).where('identify_id', '=', identifyId).execute();
  }

  /** Whom the memory knows, most recently changed first. */
  async identifiers(memoryId: string): Promise<IdentifierRow[]> {
    const values = this.#db
      .selectFrom('memory_attention_values')
      .select((eb) => ['identify_id', eb.fn.countAll<number | string>().as('value_count'), sql<number | string>`0`.as('node_count'), eb.fn.max('updated_at').as('updated_at')])
      .where('memory_id', '=', memoryId)
      .groupBy('identify_id');
    const nodes = this.#db
      .selectFrom('memory_nodes')
      .select((eb) => ['identify_id', sql<number | string>`0`.as('value_count'), eb.fn.countAll<number | string>().as('node_count'), eb.fn.max('updated_at').as('updated_at')])
      .where('memory_id', '=', memoryId)
      .groupBy('identify_id');
    const rows = await this.#db
      .selectFrom(values.unionAll(nodes).as('both'))
      .select((eb) => ['both.identify_id', eb.fn.sum<number | string>('both.value_count').as('value_count'), eb.fn.sum<number | string>('both.node_count').as('node_count'), eb.fn.max('both.updated_at').as('updated_at')])
      .groupBy('both.identify_id')
      .execute();
    return rows
      .map((row) => ({ identify_id: row.identify_id, value_count: toCount(row.value_count), node_count: toCount(row.node_count), updated_at: String(row.updated_at) }))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.identify_id.localeCompare(b.identify_id));
  }

  // Tasks

  async insertTask(row: TaskRow): Promise<void> {
    await this.#db.insertInto('memory_tasks').values(row).execute();
  }

  findTask(memoryId: string, id: string): Promise<TaskRow | undefined> {
    return this.#db.selectFrom('memory_tasks').selectAll().where('id', '=', id).where('memory_id', '=', memoryId).executeTakeFirst();
  }

  findTaskById(id: string): Promise<TaskRow | undefined> {
    return this.#db.selectFrom('memory_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async updateTask(id: string, changes: Updateable<MemoryTasksTable>): Promise<void> {
    await this.#db.updateTable('memory_tasks').set(changes).where('id', '=', id).execute();
  }
}
