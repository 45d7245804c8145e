// Released with fingerprint 938c5b4bbc7bbbb1f04022116bf97b081b02a4da242d5534f786dfa6f27f802a
import type { Kysely } from 'kysely';

/**
 * Every rate limit becomes a number param (per minute, 0 = off). Browsers keep the strict per-IP limits; devices
 * count per device id under a per-IP ceiling, because schools and factories put hundreds behind one NAT address.
 * The rows are written out here, not read from a seed file, so this migration stays what it was when released.
 */
const RATE_LIMIT_PARAMS: readonly (readonly [code: string, value: string, remark: string])[] = [
  ['rate_limit.global', '600', '每个IP每分钟的接口请求上限（浏览器调用；设备与设备服务另计），0表示不限制'],
  ['rate_limit.captcha', '30', '每个IP每分钟获取图形验证码的次数上限，0表示不限制'],
  ['rate_limit.sms', '5', '每个IP每分钟发送短信验证码的次数上限，0表示不限制'],
  ['rate_limit.login', '10', '每个IP加账号每分钟登录尝试次数上限，0表示不限制'],
  ['rate_limit.register', '10', '每个IP每分钟注册次数上限，0表示不限制'],
  ['rate_limit.retrieve_password', '10', '每个IP每分钟找回密码次数上限，0表示不限制'],
  ['rate_limit.device_per_device', '30', '每台设备（Device-Id）每分钟调用OTA等设备接口的次数上限，0表示不限制'],
  ['rate_limit.device_per_ip', '6000', '同一IP（如学校、工厂的NAT出口）下所有设备每分钟调用设备接口的总上限，0表示不限制'],
  ['rate_limit.server_auth_failure', '30', '每个IP每分钟设备服务密钥错误的次数上限（密钥正确的调用不限），0表示不限制'],
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
  const existing = new Set(
    (await typed.selectFrom('sys_params').select('param_code').where('param_code', 'like', 'rate_limit.%').execute()).map((row) => row.param_code),
  );
  const now = new Date().toISOString();
  const rows = RATE_LIMIT_PARAMS.filter(([code]) => !existing.has(code)).map(([code, value, remark]) => ({
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
