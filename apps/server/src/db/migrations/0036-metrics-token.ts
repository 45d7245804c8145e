// Released with fingerprint 91014fe900cc85dc43898a0c2cce5ab592b48a643c978bdb8ed2112dc5dfafcc
import type { Kysely } from 'kysely';

/**
 * `metrics.token`: the bearer token Prometheus sends for GET /metrics. "null" keeps the metrics off,
 * so a fresh install shows nothing about itself until an admin chooses a token. Its code holds "token", so the params
 * screen masks it like the other secrets. Written out here, not read from a seed file, so this migration stays what it
 * was when released.
 */
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

const CODE = 'metrics.token';

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db.withTables<{ sys_params: ParamRow }>();
  const existing = await typed.selectFrom('sys_params').select('param_code').where('param_code', '=', CODE).executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  await typed
    .insertInto('sys_params')
    .values({
      id: crypto.randomUUID().replaceAll('-', ''),
      param_code: CODE,
      param_value: 'null',
      value_type: 'string',
      param_type: 1,
      remark: 'Prometheus 读取 /metrics 时携带的 Bearer 令牌（至少 16 个字符）；null 表示关闭指标接口',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
