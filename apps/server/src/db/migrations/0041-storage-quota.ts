// Released with fingerprint 2438d36a2c8a73f52e4705fa01bd8a0e9292b1959bdda74d1134152c1ccb882a
import { sql, type Kysely } from 'kysely';

/**
 * Storage quotas: `upload.quota_bytes` (1 GiB) is what one account may keep stored (uploads, knowledge-base files and
 * voice clone samples together), `upload.admin_quota_bytes` (0: no limit) the same for super admins. The voice clone
 * sample's size is kept beside its key so an account's usage is one query; samples stored before this migration count
 * as 0 until they are replaced. Uploads get an index by age for the sweep that removes them after a day. The rows are written out here, not read from a seed file, so this migration stays what
 * it was when released.
 */
const QUOTA_PARAMS: readonly (readonly [code: string, value: string, remark: string])[] = [
  ['upload.quota_bytes', '1073741824', '每个账号可存储的字节数（上传文件、知识库文档、复刻音色样本合计），默认 1073741824 即 1 GB；0 表示不限'],
  ['upload.admin_quota_bytes', '0', '超级管理员账号可存储的字节数（上传文件、知识库文档、复刻音色样本合计）；0 表示不限（默认）'],
];

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

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_clones').addColumn('sample_size', 'integer', (col) => col.notNull().defaultTo(sql`0`)).execute();
  // The hourly sweep drops uploads by age.
  await db.schema.createIndex('uploads_created').on('uploads').columns(['created_at']).execute();
  const typed = db.withTables<{ sys_params: ParamRow }>();
  const codes = QUOTA_PARAMS.map(([code]) => code);
  const existing = new Set((await typed.selectFrom('sys_params').select('param_code').where('param_code', 'in', codes).execute()).map((row) => row.param_code));
  const now = new Date().toISOString();
  const rows = QUOTA_PARAMS.filter(([code]) => !existing.has(code)).map(([code, value, remark]) => ({
    id: crypto.randomUUID().replaceAll('-', ''),
    param_code: code,
    param_value: value,
    value_type: 'number',
    param_type: 1,
    remark,
    created_at: now,
    updated_at: now,
  }));
  if (rows.length > 0) await typed.insertInto('sys_params').values(rows).execute();
}
