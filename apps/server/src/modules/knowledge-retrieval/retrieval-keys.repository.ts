import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentRetrievalKeysTable } from './knowledge-retrieval.tables.ts';

export type RetrievalKeyRow = Selectable<AgentRetrievalKeysTable>;

/** One knowledge key per agent (0025), found by its keyed hash. */
export class RetrievalKeysRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findByAgent(agentId: string): Promise<RetrievalKeyRow | undefined> {
    return this.#db.selectFrom('agent_retrieval_keys').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
  }

  findByHash(keyHash: string): Promise<RetrievalKeyRow | undefined> {
    return this.#db.selectFrom('agent_retrieval_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
  }

  /** Two devices of one agent connecting at once: the first key written wins, the other call reads it back. */
  async insertIfAbsent(row: RetrievalKeyRow): Promise<void> {
    await this.#db.insertInto('agent_retrieval_keys').values(row).onConflict((oc) => oc.column('agent_id').doNothing()).execute();
  }

  /** Only the key that was read, so a key another call has just made is not dropped by mistake. */
  async deleteKey(agentId: string, keyHash: string): Promise<void> {
    await this.#db.deleteFrom('agent_retrieval_keys').where('agent_id', '=', agentId).where('key_hash', '=', keyHash).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_retrieval_keys').where('agent_id', 'in', [...agentIds]).execute();
  }
}
