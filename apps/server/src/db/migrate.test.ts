import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import type { DatabaseHandle } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { PARAM_SEEDS } from './migrations/data/0002/params.ts';

describe('migrations and reference data', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.destroy());

  it('creates the schema and seeds params and dictionaries once, even when run again', async () => {
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    const params = await database.db.selectFrom('sys_params').select(['param_code', 'param_value', 'value_type', 'remark']).execute();
    // 0008 adds server.allow_private_urls, 0014 the nine rate_limit.* params, 0020 audit.retention_days, 0021 api.cors_origins,
    // 0025 server.public_url, 0036 metrics.token, 0041 upload.quota_bytes and upload.admin_quota_bytes, 0045 rate_limit.playground.
    expect(params).toHaveLength(PARAM_SEEDS.length + 1 + 9 + 1 + 1 + 1 + 1 + 2 + 1);
    expect(params.filter((row) => row.param_code.startsWith('rate_limit.')).every((row) => row.value_type === 'number')).toBe(true);
    const byCode = new Map(params.map((row) => [row.param_code, row]));
    expect(byCode.get('server.enable_mobile_register')).toMatchObject({ param_value: 'true', value_type: 'boolean' });
    expect(byCode.get('server.allow_user_register')).toMatchObject({ param_value: 'true', value_type: 'boolean' });
    expect(byCode.get('server.allow_private_urls')).toMatchObject({ param_value: 'false', value_type: 'boolean', remark: expect.stringContaining('MCP') });
    expect(byCode.get('server.sms_max_send_count')).toMatchObject({ param_value: '10', value_type: 'number' });
    expect(byCode.get('audit.retention_days')).toMatchObject({ param_value: '180', value_type: 'number' });
    // 0030: the switches drive the menu now, so the screens every install showed stay switched on.
    const menu = JSON.parse(byCode.get('system-web.menu')!.param_value);
    for (const key of ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook', 'vad', 'asr']) expect(menu).toHaveProperty(`features.${key}.enabled`, true);
    expect(menu.groups.featureManagement).toContain('addressBook');

    const counts = await database.db
      .selectFrom('sys_dict_data')
      .innerJoin('sys_dict_type', 'sys_dict_type.id', 'sys_dict_data.dict_type_id')
      .select(['sys_dict_type.dict_type', (eb) => eb.fn.countAll().as('n')])
      .groupBy('sys_dict_type.dict_type')
      .orderBy('sys_dict_type.dict_type')
      .execute();
    expect(counts.map((row) => [row.dict_type, Number(row.n)])).toEqual([
      ['FIRMWARE_TYPE', 54],
      ['MOBILE_AREA', 38],
    ]);
  });

  it("seeds upstream's model catalogue and agent templates", async () => {
    await migrateToLatest(database.db);
    const count = async (table: 'model_providers' | 'model_configs' | 'tts_voices' | 'agent_templates') =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    // 0004's catalogue plus 0024's Embedding provider and its example config, and 0033's long-term memory config.
    expect(await count('model_providers')).toBe(59 + 1);
    expect(await count('model_configs')).toBe(64 + 1 + 1);
    expect(await count('agent_templates')).toBe(5);
    expect(await count('tts_voices')).toBeGreaterThanOrEqual(11);
    const defaults = await database.db.selectFrom('model_configs').select(['id', 'config_json']).where('is_default', '=', 1).orderBy('id').execute();
    expect(defaults.map((row) => row.id)).toEqual([
      'ASR_FunASR', 'Intent_nointent', 'LLM_ChatGLMLLM', 'Memory_nomem', 'RAG_RAGFlow', 'TTS_EdgeTTS', 'VAD_SileroVAD', 'VLLM_ChatGLMVLLM',
    ]);
    const configs = await database.db.selectFrom('model_configs').select(['model_type', 'config_json']).execute();
    const providers = await database.db.selectFrom('model_providers').select(['model_type', 'provider_code']).execute();
    const known = new Set(providers.map((row) => `${row.model_type}:${row.provider_code}`));
    // Every seeded config is of a seeded provider, so the admin form can edit it.
    for (const row of configs) expect(known).toContain(`${row.model_type}:${JSON.parse(row.config_json).type}`);
  });

  it('migrates two databases side by side (each PostgreSQL schema keeps its own migration tables)', async () => {
    const other = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      await migrateToLatest(other.db);
      expect(await other.db.selectFrom('agent_templates').select('id').execute()).toHaveLength(5);
    } finally {
      await other.destroy();
    }
  });

  it('keeps ids as 32-hex strings and flags as integers', async () => {
    await migrateToLatest(database.db);
    const row = await database.db.selectFrom('sys_dict_type').selectAll().where('dict_type', '=', 'MOBILE_AREA').executeTakeFirstOrThrow();
    expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(row.sort).toBeTypeOf('number');
  });
  it.runIf(process.env.DB_DRIVER === 'postgres')('looks at its own schema only, so another schema dropped meanwhile cannot fail it', async () => {
    const other = await createTestDatabase();
    await migrateToLatest(other.db);
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    expect(tables.map((table) => table.schema)).toEqual(tables.map(() => rows[0]!.schema));
    expect(tables.map((table) => table.name)).toContain('users');
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    await Promise.all([other.destroy(), migrateToLatest(database.db)]);
  });
});
