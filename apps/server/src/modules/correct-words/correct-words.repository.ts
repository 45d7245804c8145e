import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CorrectWordFilesTable } from './correct-words.tables.ts';

export type CorrectWordFileRow = Selectable<CorrectWordFilesTable>;
export type CorrectWordFileOptionRow = Omit<CorrectWordFileRow, 'content'>;

/** A user's replacement-word files (`correct_word_files`, 0026). */
export class CorrectWordFilesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: CorrectWordFileRow): Promise<void> {
    await this.#db.insertInto('correct_word_files').values(row).execute();
  }

  async update(id: string, changes: Updateable<CorrectWordFilesTable>): Promise<void> {
    await this.#db.updateTable('correct_word_files').set(changes).where('id', '=', id).execute();
  }

  findOwned(userId: string, id: string): Promise<CorrectWordFileRow | undefined> {
    return this.#db.selectFrom('correct_word_files').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  findByName(userId: string, fileName: string): Promise<Pick<CorrectWordFileRow, 'id'> | undefined> {
    return this.#db.selectFrom('correct_word_files').select('id').where('user_id', '=', userId).where('file_name', '=', fileName).executeTakeFirst();
  }

  async countByUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('correct_word_files').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first, one page. */
  pageByUser(userId: string, offset: number, limit: number): Promise<CorrectWordFileRow[]> {
    return this.#db
      .selectFrom('correct_word_files')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Every file of the user without its lines, by name (the pickers). */
  optionsOfUser(userId: string): Promise<CorrectWordFileOptionRow[]> {
    return this.#db
      .selectFrom('correct_word_files')
      .select(['id', 'user_id', 'file_name', 'word_count', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('file_name')
      .orderBy('id')
      .execute();
  }

  async ownedIds(userId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db.selectFrom('correct_word_files').select('id').where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
    return rows.map((row) => row.id);
  }

  /** Removes the files and every agent's use of them. */
  async deleteByIds(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.deleteFrom('agent_correct_word_files').where('file_id', 'in', [...ids]).execute();
    await this.#db.deleteFrom('correct_word_files').where('id', 'in', [...ids]).execute();
  }

  async deleteByOwners(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const files = this.#db.selectFrom('correct_word_files').select('id').where('user_id', 'in', [...userIds]);
    await this.#db.deleteFrom('agent_correct_word_files').where('file_id', 'in', files).execute();
    await this.#db.deleteFrom('correct_word_files').where('user_id', 'in', [...userIds]).execute();
  }
}

/** Which word files an agent uses (`agent_correct_word_files`, 0026), in the order they were chosen. */
export class AgentCorrectWordFilesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async idsOfAgent(agentId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('agent_correct_word_files')
      .innerJoin('correct_word_files', 'correct_word_files.id', 'agent_correct_word_files.file_id')
      .select('correct_word_files.id')
      .where('agent_correct_word_files.agent_id', '=', agentId)
      .orderBy('agent_correct_word_files.created_at')
      .orderBy('agent_correct_word_files.file_id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The contents of the agent's files, in the order they were chosen. */
  async contentsOfAgent(agentId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('agent_correct_word_files')
      .innerJoin('correct_word_files', 'correct_word_files.id', 'agent_correct_word_files.file_id')
      .select('correct_word_files.content')
      .where('agent_correct_word_files.agent_id', '=', agentId)
      .orderBy('agent_correct_word_files.created_at')
      .orderBy('agent_correct_word_files.file_id')
      .execute();
    return rows.map((row) => row.content);
  }

  /** The binding becomes exactly `fileIds`, one millisecond apart so the chosen order survives. */
  async replaceForAgent(agentId: string, fileIds: readonly string[], now: string): Promise<void> {
    await this.#db.deleteFrom('agent_correct_word_files').where('agent_id', '=', agentId).execute();
    const start = Date.parse(now);
    const rows = fileIds.map((id, index) => ({ agent_id: agentId, file_id: id, created_at: new Date(start + index).toISOString() }));
    if (rows.length > 0) await this.#db.insertInto('agent_correct_word_files').values(rows).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_correct_word_files').where('agent_id', 'in', [...agentIds]).execute();
  }
}
