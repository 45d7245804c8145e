import type { PageData, PageQuery } from '@vox/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ModelProvidersTable } from './models.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import type { ModelProviderRow } from './models.repository.ts';

export class ProvidersRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  list(modelType: string, name: string, page: PageQuery): Promise<PageData<ModelProviderRow>> {
    const base = this.#db
      .selectFrom('model_providers')
      .$if(modelType !== '', (qb) => qb.where('model_type', '=', modelType))
      .$if(name !== '', (qb) => qb.where((eb) => eb.or([containsText('name', name), containsText('provider_code', name)])));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('model_type').orderBy('sort').orderBy('id'));
  }

  find(id: string): Promise<ModelProviderRow | undefined> {
    return this.#db.selectFrom('model_providers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByCode(modelType: string, providerCode: string): Promise<ModelProviderRow | undefined> {
    return this.#db.selectFrom('model_providers').selectAll().where('model_type', '=', modelType).where('provider_code', '=', providerCode).executeTakeFirst();
  }

  async insert(row: Insertable<ModelProvidersTable>): Promise<void> {
    await this.#db.insertInto('model_providers').values(row).execute();
  }

  async update(id: string, patch: Updateable<ModelProvidersTable>): Promise<void> {
    await this.#db.updateTable('model_providers').set(patch).where('id', '=', id).execute();
  }

  /** Configs (public or private) that use a provider: same type, `configJson.type` = its code. */
  async configCount(provider: ModelProviderRow): Promise<number> {
    const rows = await this.#db.selectFrom('model_configs').select('config_json').where('model_type', '=', provider.model_type).execute();
    return rows.filter((row) => {
      try {
        return (JSON.parse(row.config_json) as { type?: unknown }).type === provider.provider_code;
      } catch {
        return false;
      }
    }).length;
  }

  async delete(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('model_providers').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
