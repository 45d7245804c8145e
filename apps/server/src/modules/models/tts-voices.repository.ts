import type { PageData, PageQuery } from '@vox/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TtsVoicesTable } from './models.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import type { TtsVoiceRow } from './models.repository.ts';

export class TtsVoicesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  list(ttsModelId: string, name: string, page: PageQuery): Promise<PageData<TtsVoiceRow>> {
    const base = this.#db
      .selectFrom('tts_voices')
      .where('tts_model_id', '=', ttsModelId)
      .$if(name !== '', (qb) => qb.where(containsText('name', name)));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('sort').orderBy('id'));
  }

  /** Voices of enabled public TTS configs, for `/v1/voices` (filtered in memory: the catalogue is small). */
  ofEnabledModels(): Promise<TtsVoiceRow[]> {
    return this.#db
      .selectFrom('tts_voices')
      .innerJoin('model_configs', 'model_configs.id', 'tts_voices.tts_model_id')
      .selectAll('tts_voices')
      .where('model_configs.model_type', '=', 'TTS')
      .where('model_configs.is_enabled', '=', 1)
      .where('model_configs.owner_id', 'is', null)
      .orderBy('model_configs.sort')
      .orderBy('tts_voices.sort')
      .orderBy('tts_voices.id')
      .execute();
  }

  async insert(row: Insertable<TtsVoicesTable>): Promise<void> {
    await this.#db.insertInto('tts_voices').values(row).execute();
  }

  async update(id: string, patch: Updateable<TtsVoicesTable>): Promise<number> {
    const result = await this.#db.updateTable('tts_voices').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('tts_voices').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
