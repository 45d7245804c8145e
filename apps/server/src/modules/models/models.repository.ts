import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ModelConfigsTable, ModelProvidersTable, TtsVoicesTable } from './models.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';

export type ModelConfigRow = Selectable<ModelConfigsTable>;
export type TtsVoiceRow = Selectable<TtsVoicesTable>;
export type ModelProviderRow = Selectable<ModelProvidersTable>;
export type ModelChoiceRow = Pick<ModelConfigRow, 'id' | 'model_name' | 'config_json'>;

export class ModelsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The platform's enabled configs of a type, or with `ownerId` that user's own (private) ones. */
  enabledOfType(modelType: string, nameFilter: string, ownerId: string | null = null): Promise<ModelChoiceRow[]> {
    return this.#db
      .selectFrom('model_configs')
      .select(['id', 'model_name', 'config_json'])
      .where('model_type', '=', modelType)
      .where('is_enabled', '=', 1)
      .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
      .$if(nameFilter !== '', (qb) => qb.where(containsText('model_name', nameFilter)))
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  findConfig(id: string): Promise<ModelConfigRow | undefined> {
    return this.#db.selectFrom('model_configs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async configsByIds(ids: readonly string[]): Promise<ModelConfigRow[]> {
    if (ids.length === 0) return [];
    return this.#db.selectFrom('model_configs').selectAll().where('id', 'in', ids).execute();
  }

  /** The default enabled config of a type, else the first enabled one. */
  preferredOfType(modelType: string): Promise<ModelConfigRow | undefined> {
    return this.#db
      .selectFrom('model_configs')
      .selectAll()
      .where('model_type', '=', modelType)
      .where('is_enabled', '=', 1)
      .where('owner_id', 'is', null)
      .orderBy('is_default', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** The platform's default config of a type if it is enabled; no fallback to another (knowledge-base embeddings). */
  defaultOfType(modelType: string): Promise<ModelConfigRow | undefined> {
    return this.#db
      .selectFrom('model_configs')
      .selectAll()
      .where('model_type', '=', modelType)
      .where('is_default', '=', 1)
      .where('is_enabled', '=', 1)
      .where('owner_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  voicesOf(ttsModelId: string, nameFilter: string): Promise<TtsVoiceRow[]> {
    return this.#db
      .selectFrom('tts_voices')
      .selectAll()
      .where('tts_model_id', '=', ttsModelId)
      .$if(nameFilter !== '', (qb) => qb.where(containsText('name', nameFilter)))
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  findVoice(id: string): Promise<TtsVoiceRow | undefined> {
    return this.#db.selectFrom('tts_voices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findVoiceByCode(ttsModelId: string, ttsVoice: string): Promise<TtsVoiceRow | undefined> {
    return this.#db
      .selectFrom('tts_voices')
      .selectAll()
      .where('tts_model_id', '=', ttsModelId)
      .where('tts_voice', '=', ttsVoice)
      .orderBy('sort')
      .limit(1)
      .executeTakeFirst();
  }

  providersOfType(modelType: string): Promise<ModelProviderRow[]> {
    return this.#db.selectFrom('model_providers').selectAll().where('model_type', '=', modelType).orderBy('sort').orderBy('id').execute();
  }

  async providersByIds(ids: readonly string[]): Promise<ModelProviderRow[]> {
    if (ids.length === 0) return [];
    return this.#db.selectFrom('model_providers').selectAll().where('id', 'in', ids).execute();
  }
}
