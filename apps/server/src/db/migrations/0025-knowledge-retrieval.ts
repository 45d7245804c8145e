// Released with fingerprint b51e17bc8193174990a5f7853bcede90538a22f530402a4897467354595b457a
import type { Kysely } from 'kysely';

/**
 * How unchanged device servers reach the knowledge base.
 *
 * `agent_retrieval_keys`: one key per agent that has knowledge bases, handed to xiaozhi-server inside the agent-models
 * answer (plugin `search_from_ragflow`) and good only on the RAGFlow retrieval route for that agent's knowledge bases.
 * Never stored in the clear: `key_hash` is an HMAC for the lookup, `key_sealed` AES-256-GCM so later agent-models
 * answers hand out the same key. `dataset_ids` is the binding the key was made for (sorted JSON array);
 * a key whose binding no longer matches is refused and replaced.
 *
 * `server.public_url`: the console's address as device servers reach it, the plugin's base_url. Written out here, not
 * read from a seed file, so this migration stays what it was when released.
 */
const PARAMS: readonly (readonly [code: string, value: string, remark: string])[] = [
  [
    'server.public_url',
    'null',
    '设备服务（xiaozhi-server）访问本控制台的地址，如 https://console.example.com，用作知识库插件 search_from_ragflow 的 base_url；null 表示使用设备服务请求智能体配置时所用的地址',
  ],
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
  await db.schema
    .createTable('agent_retrieval_keys')
    .addColumn('agent_id', 'text', (col) => col.primaryKey())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('key_sealed', 'text', (col) => col.notNull())
    .addColumn('dataset_ids', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  const typed = db.withTables<{ sys_params: ParamRow }>();
  const codes = PARAMS.map(([code]) => code);
  const existing = new Set((await typed.selectFrom('sys_params').select('param_code').where('param_code', 'in', codes).execute()).map((row) => row.param_code));
  const now = new Date().toISOString();
  const rows = PARAMS.filter(([code]) => !existing.has(code)).map(([code, value, remark]) => ({
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
