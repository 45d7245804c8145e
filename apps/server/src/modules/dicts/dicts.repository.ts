import type { PageData, PageQuery } from '@vox/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SysDictDataTable, SysDictTypeTable } from './dicts.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

export interface DictEntry {
  label: string;
  value: string;
}

export type DictTypeRow = Selectable<SysDictTypeTable>;
export type DictDataRow = Selectable<SysDictDataTable>;

export interface DictTypeFilter {
  dictType: string;
  dictName: string;
}

export interface DictDataFilter {
  dictTypeId: string;
  dictLabel: string;
  dictValue: string;
}

export class DictsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Entries of one dictionary type in sort order (upstream `GET /admin/dict/data/type/{dictType}`). */
  entriesOf(dictType: string): Promise<DictEntry[]> {
    return this.#db
      .selectFrom('sys_dict_data')
      .innerJoin('sys_dict_type', 'sys_dict_type.id', 'sys_dict_data.dict_type_id')
      .select(['sys_dict_data.dict_label as label', 'sys_dict_data.dict_value as value'])
      .where('sys_dict_type.dict_type', '=', dictType)
      .orderBy('sys_dict_data.sort')
      .orderBy('sys_dict_data.id')
      .execute();
  }

  listTypes({ dictType, dictName }: DictTypeFilter, page: PageQuery): Promise<PageData<DictTypeRow>> {
    const base = this.#db
      .selectFrom('sys_dict_type')
      .$if(dictType !== '', (qb) => qb.where(containsText('dict_type', dictType)))
      .$if(dictName !== '', (qb) => qb.where(containsText('dict_name', dictName)));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('sort').orderBy('id'));
  }

  findType(id: string): Promise<DictTypeRow | undefined> {
    return this.#db.selectFrom('sys_dict_type').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The id of the type with this code, if any (codes are unique). */
  async typeIdOf(dictType: string): Promise<string | undefined> {
    const row = await this.#db.selectFrom('sys_dict_type').select('id').where('dict_type', '=', dictType).executeTakeFirst();
    return row?.id;
  }

  async insertType(row: Insertable<SysDictTypeTable>): Promise<void> {
    await this.#db.insertInto('sys_dict_type').values(row).execute();
  }

  async updateType(id: string, patch: Updateable<SysDictTypeTable>): Promise<number> {
    const result = await this.#db.updateTable('sys_dict_type').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteTypes(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('sys_dict_type').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  listData({ dictTypeId, dictLabel, dictValue }: DictDataFilter, page: PageQuery): Promise<PageData<DictDataRow>> {
    const base = this.#db
      .selectFrom('sys_dict_data')
      .where('dict_type_id', '=', dictTypeId)
      .$if(dictLabel !== '', (qb) => qb.where(containsText('dict_label', dictLabel)))
      .$if(dictValue !== '', (qb) => qb.where(containsText('dict_value', dictValue)));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('sort').orderBy('id'));
  }

  findData(id: string): Promise<DictDataRow | undefined> {
    return this.#db.selectFrom('sys_dict_data').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another item of the type already using this label or value (`exceptId` is the item being edited). */
  findClash(dictTypeId: string, field: 'dict_label' | 'dict_value', text: string, exceptId?: string): Promise<{ id: string } | undefined> {
    return this.#db
      .selectFrom('sys_dict_data')
      .select('id')
      .where('dict_type_id', '=', dictTypeId)
      .where(field, '=', text)
      .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
      .executeTakeFirst();
  }

  async insertData(row: Insertable<SysDictDataTable>): Promise<void> {
    await this.#db.insertInto('sys_dict_data').values(row).execute();
  }

  async updateData(id: string, patch: Updateable<SysDictDataTable>): Promise<number> {
    const result = await this.#db.updateTable('sys_dict_data').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteData(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('sys_dict_data').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteDataOfTypes(typeIds: readonly string[]): Promise<void> {
    await this.#db.deleteFrom('sys_dict_data').where('dict_type_id', 'in', typeIds).execute();
  }
}
