import type { ListSort, ModelConfigSort, PageData, PageQuery } from '@vox/contracts';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ModelConfigsTable } from './models.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import type { ModelConfigRow } from './models.repository.ts';

/** Writes and admin reads of model configs; public configs have no owner, private ones one user. */
export class ModelConfigsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Sorted by one column, then by display order among equals. */
  listPublic(modelType: string, modelName: string, { sort, order }: ListSort<ModelConfigSort>, page: PageQuery): Promise<PageData<ModelConfigRow>> {
    const base = this.#db
      .selectFrom('model_configs')
      .where('owner_id', 'is', null)
      .$if(modelType !== '', (qb) => qb.where(sql<boolean>`lower(model_type) = ${modelType.toLowerCase()}`))
      .$if(modelName !== '', (qb) => qb.where(containsText('model_name', modelName)));
    const key = { isEnabled: sql.ref('is_enabled'), sort: sql.ref('sort'), modelName: sql`lower(${sql.ref('model_name')})` }[sort];
    return paginate(base, page, (qb) => qb.selectAll().orderBy(key, order === 'descend' ? 'desc' : 'asc').orderBy('sort').orderBy('id'));
  }

  findPublic(id: string): Promise<ModelConfigRow | undefined> {
    return this.#db.selectFrom('model_configs').selectAll().where('id', '=', id).where('owner_id', 'is', null).executeTakeFirst();
  }

  findOwned(id: string, ownerId: string): Promise<ModelConfigRow | undefined> {
    return this.#db.selectFrom('model_configs').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  ownedBy(ownerId: string, modelType: string | null): Promise<ModelConfigRow[]> {
    return this.#db
      .selectFrom('model_configs')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .$if(modelType !== null, (qb) => qb.where('model_type', '=', modelType!))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Full rows of the given ids, in the given order. */
  async configsForChoices(ids: readonly string[]): Promise<ModelConfigRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db.selectFrom('model_configs').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async exists(id: string): Promise<boolean> {
    return (await this.#db.selectFrom('model_configs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async ownerHasName(ownerId: string, name: string, exceptId: string | null): Promise<boolean> {
    const row = await this.#db
      .selectFrom('model_configs')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('model_name', '=', name)
      .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<ModelConfigsTable>): Promise<void> {
    await this.#db.insertInto('model_configs').values(row).execute();
  }

  async update(id: string, patch: Updateable<ModelConfigsTable>): Promise<void> {
    await this.#db.updateTable('model_configs').set(patch).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('tts_voices').where('tts_model_id', '=', id).execute();
    await this.#db.deleteFrom('model_configs').where('id', '=', id).execute();
  }

  /** Makes one public config the default (and enabled) of its type, clearing the others. */
  async makeDefault(id: string, modelType: string, updatedAt: string, updater: string): Promise<void> {
    await this.#db.updateTable('model_configs').set({ is_default: 0 }).where('model_type', '=', modelType).where('owner_id', 'is', null).where('id', '<>', id).execute();
    await this.#db.updateTable('model_configs').set({ is_default: 1, is_enabled: 1, updated_at: updatedAt, updater }).where('id', '=', id).execute();
  }

  /** Intent configs whose JSON names this config (e.g. `llm` of intent_llm), upstream 10094. */
  async intentConfigsUsing(id: string): Promise<number> {
    const rows = await this.#db.selectFrom('model_configs').select('config_json').where('model_type', '=', 'Intent').execute();
    return rows.filter((row) => row.config_json.includes(`"${id}"`)).length;
  }
}
