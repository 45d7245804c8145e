// Released with fingerprint 8402c4baccb8b076ec70a909d5d305caf4df8609510065f3f665fe4815849fbe
import type { Kysely } from 'kysely';
import { seedDictionaries } from './data/0002/dictionaries.ts';
import { seedParams } from './data/0002/params.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_params')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('param_code', 'text', (col) => col.notNull().unique())
    .addColumn('param_value', 'text', (col) => col.notNull())
    .addColumn('value_type', 'text', (col) => col.notNull().defaultTo('string'))
    .addColumn('param_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sys_dict_type')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('dict_type', 'text', (col) => col.notNull().unique())
    .addColumn('dict_name', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sys_dict_data')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('dict_type_id', 'text', (col) => col.notNull())
    .addColumn('dict_label', 'text', (col) => col.notNull())
    .addColumn('dict_value', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('sys_dict_data_type_value_uq', ['dict_type_id', 'dict_value'])
    .execute();

  await seedParams(db);
  await seedDictionaries(db);
}
