import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, VoiceClonesTable } from '../../db/database.ts';

export type VoiceCloneRow = Selectable<VoiceClonesTable>;
export type VoiceCloneWithModel = VoiceCloneRow & { model_name: string | null };

/** SQL of `voice_clones`; owner scoping is in the queries' `user_id` conditions. */
export class VoiceClonesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #withModel() {
    return this.#db.selectFrom('voice_clones').leftJoin('model_configs', 'model_configs.id', 'voice_clones.model_id').selectAll('voice_clones').select('model_configs.model_name');
  }

  async insert(row: VoiceCloneRow): Promise<void> {
    await this.#db.insertInto('voice_clones').values(row).execute();
  }

  listByUser(userId: string): Promise<VoiceCloneWithModel[]> {
    return this.#withModel().where('voice_clones.user_id', '=', userId).orderBy('voice_clones.created_at', 'desc').orderBy('voice_clones.id').execute();
  }

  findOwned(userId: string, id: string): Promise<VoiceCloneWithModel | undefined> {
    return this.#withModel().where('voice_clones.id', '=', id).where('voice_clones.user_id', '=', userId).executeTakeFirst();
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

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('voice_clones').where('id', '=', id).execute();
  }

  /** A Success clone of the user's that speaks through `modelId` (what an agent may choose as its voice). */
  findUsable(userId: string, id: string): Promise<VoiceCloneRow | undefined> {
    return this.#db.selectFrom('voice_clones').selectAll().where('id', '=', id).where('user_id', '=', userId).where('state', '=', 'Success').executeTakeFirst();
  }

  usableOf(userId: string, modelId: string): Promise<VoiceCloneRow[]> {
    return this.#db
      .selectFrom('voice_clones')
      .selectAll()
      .where('user_id', '=', userId)
      .where('model_id', '=', modelId)
      .where('state', '=', 'Success')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
