// Released with fingerprint fe6d5ec8c153e13c1388cce464cc8b29d53cc1643361e3309a84b96ef48aa78a
import type { Kysely } from 'kysely';
import { addSerialId } from './support/dialect.ts';

/**
 * The audit log: who did what to which target, from where, when, and whether it worked.
 *
 * - `id` is a serial integer: compact in the three indexes below, and the tie-breaker of the keyset order.
 * - `user_id` is null for a failed sign-in of an unknown account; `user_name` keeps the phone the user had then,
 *   so entries of deleted users still read. No foreign key: the log outlives the accounts it names.
 * - `detail` is JSON of ids, field names and error codes, never passwords, tokens, keys or secret values.
 * - Indexes: (created_at, id) serves the unfiltered screen, date ranges and the retention purge; (user_id, …) and
 *   (action, …) serve the two equality filters. Each ends in (created_at, id), so a page of any of them is read
 *   newest-first straight from the index, however deep the cursor (SQLite and PostgreSQL both scan indexes backwards).
 *
 * The `audit.retention_days` param is seeded here (written out, not read from a seed file, so this migration stays
 * what it was when released).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSerialId(db.schema.createTable('audit_logs'), db)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_name', 'text')
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_logs_user_created_idx').on('audit_logs').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_logs_action_created_idx').on('audit_logs').columns(['action', 'created_at', 'id']).execute();

  const typed = db.withTables<{ sys_params: ParamRow }>();
  const existing = await typed.selectFrom('sys_params').select('id').where('param_code', '=', 'audit.retention_days').executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  await typed
    .insertInto('sys_params')
    .values({
      id: crypto.randomUUID().replaceAll('-', ''),
      param_code: 'audit.retention_days',
      param_value: '180',
      value_type: 'number',
      param_type: 1,
      remark: '审计日志保留天数（1 到 3650），更早的记录会被定期清除',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

interface ParamRow {
  id: string;
  param_code: string;
  param_value: string;
  value_type: string;
  param_type: number;
  remark: string;
  created_at: string;
  updated_at: string;
}
