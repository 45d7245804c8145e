// Released with fingerprint ac793f4e673cef1aaa5d1cbb83f50e019e654a8b4bb254ee4eeb6d506a01aeca
import type { Kysely } from 'kysely';

/**
 * The open API's settings as params. `api.cors_origins`: the web origins a browser may call /v1 from, comma-separated;
 * "null" (the default) allows none, so the API stays closed to other sites until an admin names one. The row is
 * written out here, not read from a seed file, so this migration stays what it was when released.
 */
const OPEN_API_PARAMS: readonly (readonly [code: string, value: string, remark: string])[] = [
  ['api.cors_origins', 'null', '允许从浏览器跨域调用 /v1 开放接口的网页来源，多个用英文逗号分隔，如 https://app.example.com；null 表示不允许跨域'],
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
  const typed = db.withTables<{ sys_params: ParamRow }>();
  const codes = OPEN_API_PARAMS.map(([code]) => code);
  const existing = new Set((await typed.selectFrom('sys_params').select('param_code').where('param_code', 'in', codes).execute()).map((row) => row.param_code));
  const now = new Date().toISOString();
  const rows = OPEN_API_PARAMS.filter(([code]) => !existing.has(code)).map(([code, value, remark]) => ({
    id: crypto.randomUUID().replaceAll('-', ''),
    param_code: code,
    param_value: value,
    value_type: 'string',
    param_type: 1,
    remark,
    created_at: now,
    updated_at: now,
  }));
  if (rows.length > 0) await typed.insertInto('sys_params').values(rows).execute();
}
