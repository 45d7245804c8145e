// Released with fingerprint e417c3a5bc1943fec9a4fa81a0e395b81676f1fc30a5c08451872e29652b21a8
import { sql, type Kysely } from 'kysely';

/**
 * The agent playground: a chat session remembers where it came from (`device` for everything reported so far,
 * `playground` for conversations held in the console), filtered through its own index; the number param
 * `rate_limit.playground` caps a user's playground turns per minute. The param row is written out here so this
 * migration stays what it was when released.
 */
const PLAYGROUND_PARAM = ['rate_limit.playground', '20', '智能体试聊每个账号每分钟可发送的消息数，默认 20；0 表示不限'] as const;

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
  await db.schema.alterTable('agent_chat_sessions').addColumn('source', 'text', (col) => col.notNull().defaultTo(sql`'device'`)).execute();
  await db.schema.createIndex('agent_chat_sessions_source').on('agent_chat_sessions').columns(['agent_id', 'source', 'last_at']).execute();
  const typed = db.withTables<{ sys_params: ParamRow }>();
  const [code, value, remark] = PLAYGROUND_PARAM;
  const existing = await typed.selectFrom('sys_params').select('param_code').where('param_code', '=', code).executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  await typed
    .insertInto('sys_params')
    .values({ id: crypto.randomUUID().replaceAll('-', ''), param_code: code, param_value: value, value_type: 'number', param_type: 1, remark, created_at: now, updated_at: now })
    .execute();
}
