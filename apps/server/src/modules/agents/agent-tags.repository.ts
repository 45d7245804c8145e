import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentTagsTable } from './agents.tables.ts';
import { toCount } from '../../db/sql-helpers.ts';

export type AgentTagRow = Selectable<AgentTagsTable>;

/** An agent's tag with its name, for the home cards and the role-config header. */
export interface AgentTagOfAgent {
  agent_id: string;
  id: string;
  tag_name: string;
}

/** Tags are owned by a user; every read and write here is scoped by `user_id`. */
export class AgentTagsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  ofUser(userId: string): Promise<AgentTagRow[]> {
    return this.#db.selectFrom('agent_tags').selectAll().where('user_id', '=', userId).orderBy('tag_name').orderBy('id').execute();
  }

  async countOfUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('agent_tags').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return toCount(row?.n);
  }

  findOwned(id: string, userId: string): Promise<AgentTagRow | undefined> {
    return this.#db.selectFrom('agent_tags').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  byNames(userId: string, names: readonly string[]): Promise<AgentTagRow[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.#db.selectFrom('agent_tags').selectAll().where('user_id', '=', userId).where('tag_name', 'in', names).execute();
  }

  byIds(userId: string, ids: readonly string[]): Promise<AgentTagRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#db.selectFrom('agent_tags').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  }

  async insert(row: AgentTagRow): Promise<void> {
    await this.#db.insertInto('agent_tags').values(row).execute();
  }

  /** Deletes the tag and takes it off every agent. */
  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('agent_tag_relations').where('tag_id', '=', id).execute();
    await this.#db.deleteFrom('agent_tags').where('id', '=', id).execute();
  }

  /** The tags of these agents, each agent's in its order. */
  ofAgents(agentIds: readonly string[]): Promise<AgentTagOfAgent[]> {
    if (agentIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('agent_tag_relations as r')
      .innerJoin('agent_tags as t', 't.id', 'r.tag_id')
      .select(['r.agent_id', 't.id', 't.tag_name'])
      .where('r.agent_id', 'in', agentIds)
      .orderBy('r.agent_id')
      .orderBy('r.sort')
      .orderBy('t.tag_name')
      .execute();
  }

  async replaceForAgent(agentId: string, tagIds: readonly string[], now: string): Promise<void> {
    await this.#db.deleteFrom('agent_tag_relations').where('agent_id', '=', agentId).execute();
    if (tagIds.length === 0) return;
    await this.#db
      .insertInto('agent_tag_relations')
      .values(tagIds.map((tagId, sort) => ({ agent_id: agentId, tag_id: tagId, sort, created_at: now })))
      .execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_tag_relations').where('agent_id', 'in', agentIds).execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db
      .deleteFrom('agent_tag_relations')
      .where('tag_id', 'in', (eb) => eb.selectFrom('agent_tags').select('id').where('user_id', 'in', userIds))
      .execute();
    await this.#db.deleteFrom('agent_tags').where('user_id', 'in', userIds).execute();
  }
}
