// Released with fingerprint 8051849a0a04535b8f74c231b91901c905f766cba001bf6874aeaa571ae96192
import type { CreateTableBuilder, Kysely } from 'kysely';
import { seedAgentTemplates } from './data/0005/agent-templates.ts';

/** Columns `ai_agent` and `ai_agent_template` share. */
function withAgentSettings<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('agent_code', 'text')
    .addColumn('agent_name', 'text', (col) => col.notNull())
    .addColumn('asr_model_id', 'text')
    .addColumn('vad_model_id', 'text')
    .addColumn('llm_model_id', 'text')
    .addColumn('vllm_model_id', 'text')
    .addColumn('tts_model_id', 'text')
    .addColumn('tts_voice_id', 'text')
    .addColumn('tts_language', 'text')
    .addColumn('tts_volume', 'integer')
    .addColumn('tts_rate', 'integer')
    .addColumn('tts_pitch', 'integer')
    .addColumn('mem_model_id', 'text')
    .addColumn('intent_model_id', 'text')
    .addColumn('system_prompt', 'text')
    .addColumn('summary_memory', 'text')
    .addColumn('chat_history_conf', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lang_code', 'text')
    .addColumn('language', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

/** Agents, their templates and plugin choices; devices get an index for "this agent's devices in bind order". */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAgentSettings(db.schema.createTable('agent_templates').addColumn('id', 'text', (col) => col.primaryKey())).execute();
  await db.schema.createIndex('agent_templates_sort_idx').on('agent_templates').column('sort').execute();

  await withAgentSettings(
    db.schema
      .createTable('agents')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('slm_model_id', 'text'),
  ).execute();
  await db.schema.createIndex('agents_user_created_idx').on('agents').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('agent_plugin_mappings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('plugin_id', 'text', (col) => col.notNull())
    .addColumn('param_info', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('agent_plugin_mappings_agent_plugin_uq', ['agent_id', 'plugin_id'])
    .execute();

  await db.schema.createIndex('devices_agent_created_idx').on('devices').columns(['agent_id', 'created_at', 'id']).execute();

  await seedAgentTemplates(db);
}
