import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText } from '../../db/sql-helpers.ts';
import type { Database } from '../../db/database.ts';
import type { VoiceClonesTable } from './voice-clones.tables.ts';

export type VoiceCloneRow = Selectable<VoiceClonesTable>;
export type VoiceCloneWithModel = VoiceCloneRow & { model_name: string | null };
export type VoiceCloneWithOwner = VoiceCloneWithModel & { user_name: string | null };

/** SQL of `voice_clones`; owner scoping is in the queries' `user_id` conditions. */
export class VoiceClonesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #withModel() {
    return this.#db.selectFrom('voice_clones').leftJoin('model_configs', 'model_configs.id', 'voice_clones.model_id').selectAll('voice_clones').select('model_configs.model_name');
  }

  async insert(row: Insertable<VoiceClonesTable>): Promise<void> {
    await this.#db.insertInto('voice_clones').values(row).execute();
  }

  listByUser(userId: string): Promise<VoiceCloneWithModel[]> {
    return this.#withModel().where('voice_clones.user_id', '=', userId).orderBy('voice_clones.created_at', 'desc').orderBy('voice_clones.id').execute();
  }

  findOwned(userId: string, id: string): Promise<VoiceCloneWithModel | undefined> {
    return this.#withModel().where('voice_clones.id', '=', id).where('voice_clones.user_id', '=', userId).executeTakeFirst();
  }

  findWithOwner(id: string): Promise<VoiceCloneWithOwner | undefined> {
    return this.#withModel().leftJoin('users', 'users.id', 'voice_clones.user_id').select('users.username as user_name').where('voice_clones.id', '=', id).executeTakeFirst();
  }

  find(id: string): Promise<VoiceCloneRow | undefined> {
    return this.#db.selectFrom('voice_clones').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Updateable<VoiceClonesTable>): Promise<void> {
    await this.#db.updateTable('voice_clones').set(changes).where('id', '=', id).execute();
  }

  /** Changes the row only while it still belongs to the training `token` (a newer training or a delete wins). */
  async updateTraining(id: string, token: string, changes: Updateable<VoiceClonesTable>): Promise<boolean> {
    const result = await this.#db.updateTable('voice_clones').set(changes).where('id', '=', id).where('training_token', '=', token).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Upstream's pages: every user's slots (admin) or one user's; `name` matches the name or equals the voice id. */
  async page(filter: { userId?: string; name: string }, page: number, limit: number): Promise<{ total: number; rows: VoiceCloneWithOwner[] }> {
    const base = this.#db
      .selectFrom('voice_clones')
      .$if(filter.userId !== undefined, (qb) => qb.where('voice_clones.user_id', '=', filter.userId!))
      .$if(filter.name !== '', (qb) => qb.where((eb) => eb.or([containsText('voice_clones.name', filter.name), eb('voice_clones.voice_id', '=', filter.name)])));
    const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await base
      .leftJoin('model_configs', 'model_configs.id', 'voice_clones.model_id')
      .leftJoin('users', 'users.id', 'voice_clones.user_id')
      .selectAll('voice_clones')
      .select(['model_configs.model_name', 'users.username as user_name'])
      .orderBy('voice_clones.created_at', 'desc')
      .orderBy('voice_clones.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { total: Number(counted?.n ?? 0), rows };
  }

  async existingVoiceIds(modelId: string, voiceIds: readonly string[]): Promise<string[]> {
    if (voiceIds.length === 0) return [];
    const rows = await this.#db.selectFrom('voice_clones').select('voice_id').where('model_id', '=', modelId).where('voice_id', 'in', voiceIds).execute();
    return rows.map((row) => row.voice_id);
  }

  async deleteMany(ids: readonly string[]): Promise<VoiceCloneRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db.selectFrom('voice_clones').selectAll().where('id', 'in', ids).execute();
    await this.#db.deleteFrom('voice_clones').where('id', 'in', ids).execute();
    return rows;
  }

  /** The user's slots, deleted; answers them so their stored files can go once the deletion has committed. */
  async deleteByUser(userId: string): Promise<VoiceCloneRow[]> {
    const rows = await this.#db.selectFrom('voice_clones').selectAll().where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('voice_clones').where('user_id', '=', userId).execute();
    return rows;
  }

  /** Every stored sample and demo clip key, for the storage sweep. */
  /** Bytes of a user's stored clone samples (their storage quota counts them). */
  async sampleBytesOf(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('voice_clones').select((eb) => eb.fn.sum<string | number | null>('sample_size').as('bytes')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  async storageKeys(): Promise<Set<string>> {
    const rows = await this.#db.selectFrom('voice_clones').select(['sample_key', 'demo_key']).where((eb) => eb.or([eb('sample_key', 'is not', null), eb('demo_key', 'is not', null)])).execute();
    return new Set(rows.flatMap((row) => [row.sample_key, row.demo_key]).filter((key): key is string => key !== null));
  }

  async storageKeyUsed(key: string): Promise<boolean> {
    const row = await this.#db.selectFrom('voice_clones').select('id').where((eb) => eb.or([eb('sample_key', '=', key), eb('demo_key', '=', key)])).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('voice_clones').where('id', '=', id).execute();
  }

  /** The user's trained clone of that id, when it speaks through a TTS config (what an agent may choose as its voice). */
  findUsable(userId: string, id: string): Promise<VoiceCloneRow | undefined> {
    return this.#db
      .selectFrom('voice_clones')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', '=', 'Success')
      .where('model_id', 'is not', null)
      .executeTakeFirst();
  }

  /** The user's trained clones speaking through `modelId`, oldest first, those whose name contains `nameFilter`. */
  usableOf(userId: string, modelId: string, nameFilter = ''): Promise<VoiceCloneRow[]> {
    return this.#db
      .selectFrom('voice_clones')
      .selectAll()
      .where('user_id', '=', userId)
      .where('model_id', '=', modelId)
      .where('state', '=', 'Success')
      .$if(nameFilter !== '', (qb) => qb.where(containsText('name', nameFilter)))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
