// Released with fingerprint c8ebf8ea64dcb9ffc666b514e1e16f29191b7f57b778e3df925ae8131bfdb103
import type { Kysely } from 'kysely';
import type { SysParamsTable } from '../database.ts';
import { newId } from './support/ids.ts';
import { TTS_VOICE_SEEDS } from './data/0004/tts-voices.ts';
import { seedVoiceTags } from './data/0008/voice-tags.ts';

/**
 * Private models: a config with an owner belongs to that user only (public ones have none).
 * Voice tags for `/v1/voices` filters; styles and scenes are comma-separated codes.
 * `server.allow_private_urls` lets model tests reach private addresses (off by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('model_configs').addColumn('owner_id', 'text').execute();
  await db.schema.createIndex('model_configs_owner_type_idx').on('model_configs').columns(['owner_id', 'model_type']).execute();
  for (const column of ['age', 'gender', 'styles', 'scenes', 'profile']) {
    await db.schema.alterTable('tts_voices').addColumn(column, 'text').execute();
  }
  const typed = db.withTables<{ tts_voices: { id: string; age: string | null; gender: string | null; styles: string | null; scenes: string | null; profile: string | null } }>();
  for (const seed of TTS_VOICE_SEEDS) {
    await typed.updateTable('tts_voices').set(seedVoiceTags(seed)).where('id', '=', seed.id).execute();
  }
  const now = new Date().toISOString();
  const param: SysParamsTable = {
    id: newId(),
    param_code: 'server.allow_private_urls',
    param_value: 'false',
    value_type: 'boolean',
    param_type: 1,
    remark: '是否允许测试内网/本机地址的模型接口（默认否，防止SSRF）',
    created_at: now,
    updated_at: now,
  };
  await db.withTables<{ sys_params: SysParamsTable }>().insertInto('sys_params').values(param).execute();
}
