// Released with fingerprint 666e55908f011c74b2081bc83acd8f476f101a18f8d92f7855c45ed6755a4cae
import type { Kysely } from 'kysely';

/**
 * Long-term memory: one container per agent, its attentions (structured slots), each
 * identifier's values of them, free-text nodes, and the infer tasks that fill them from conversations.
 *
 * Recall reads an identifier's values and recent nodes; (memory_id, identify_id, updated_at) serves both in order
 * from the index at any size. Node dedupe looks the normalised text's hash up by (memory_id, identify_id,
 * content_hash). A multi-value attention holds a value once per identifier (unique). Rows are deleted with their
 * agent, so no foreign keys are needed for the cascade.
 *
 * The memory model `Memory_long_term_memory` is seeded beside the other memory types. Its config is xiaozhi-server's
 * `mem_local_short` type, so an unchanged device server reads `summaryMemory` into the prompt and calls the
 * chat-summary save at the end of a session, which is where the console runs its extraction.
 */
const LONG_TERM = {
  id: 'Memory_long_term_memory',
  model_code: 'long_term_memory',
  model_name: '长期记忆',
  config: { type: 'mem_local_short', llm: 'LLM_ChatGLMLLM' },
  remark: '按人记忆：对话结束后由智能体的大模型提取记忆变量和记忆片段，下次连接时放入 summaryMemory',
};

interface ConfigRow {
  id: string;
  model_type: string;
  model_code: string;
  model_name: string;
  is_default: number;
  is_enabled: number;
  config_json: string;
  doc_link: string | null;
  remark: string | null;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
  owner_id: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('is_enabled', 'integer', (col) => col.notNull())
    .addColumn('memory_prompt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memories_user_idx').on('memories').columns(['user_id']).execute();

  await db.schema
    .createTable('memory_attentions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('memory_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('default_value', 'text', (col) => col.notNull())
    .addColumn('is_single_value', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('memory_attentions_memory_name_uq', ['memory_id', 'name'])
    .execute();

  await db.schema
    .createTable('memory_attention_values')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('memory_id', 'text', (col) => col.notNull())
    .addColumn('attention_id', 'text', (col) => col.notNull())
    .addColumn('identify_id', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('memory_attention_values_uq', ['attention_id', 'identify_id', 'value'])
    .execute();
  await db.schema.createIndex('memory_attention_values_identifier_idx').on('memory_attention_values').columns(['memory_id', 'identify_id', 'updated_at']).execute();

  await db.schema
    .createTable('memory_nodes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('memory_id', 'text', (col) => col.notNull())
    .addColumn('identify_id', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('source_session_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memory_nodes_identifier_idx').on('memory_nodes').columns(['memory_id', 'identify_id', 'updated_at']).execute();
  await db.schema.createIndex('memory_nodes_hash_idx').on('memory_nodes').columns(['memory_id', 'identify_id', 'content_hash']).execute();

  await db.schema
    .createTable('memory_tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('memory_id', 'text', (col) => col.notNull())
    .addColumn('identify_id', 'text', (col) => col.notNull())
    .addColumn('source_session_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('values_written', 'integer', (col) => col.notNull())
    .addColumn('nodes_written', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memory_tasks_memory_idx').on('memory_tasks').columns(['memory_id', 'created_at']).execute();

  const configs = db.withTables<{ model_configs: ConfigRow }>();
  if (!(await configs.selectFrom('model_configs').select('id').where('id', '=', LONG_TERM.id).executeTakeFirst())) {
    const now = new Date().toISOString();
    await configs
      .insertInto('model_configs')
      .values({
        id: LONG_TERM.id,
        model_type: 'Memory',
        model_code: LONG_TERM.model_code,
        model_name: LONG_TERM.model_name,
        is_default: 0,
        is_enabled: 1,
        config_json: JSON.stringify(LONG_TERM.config),
        doc_link: null,
        remark: LONG_TERM.remark,
        sort: 6,
        creator: null,
        updater: null,
        created_at: now,
        updated_at: now,
        owner_id: null,
      })
      .execute();
  }
}
