import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface DictEntry {
  label: string;
  value: string;
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
}
