// Frozen with migration 0004: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
import type { Kysely } from 'kysely';
import type { ModelConfigsTable, ModelProvidersTable, TtsVoicesTable } from '../../../database.ts';
import { MODEL_CONFIG_SEEDS } from './model-configs.ts';
import { PROVIDER_SEEDS } from './model-providers.ts';
import { TTS_VOICE_SEEDS } from './tts-voices.ts';

type CatalogueTables = { model_providers: ModelProvidersTable; model_configs: ModelConfigsTable; tts_voices: TtsVoicesTable };

/** Sort is the position within the model type, as upstream numbers its seed rows. */
function sortWithinType<T extends { modelType: string }>(rows: readonly T[]): (T & { sort: number })[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const sort = (seen.get(row.modelType) ?? 0) + 1;
    seen.set(row.modelType, sort);
    return { ...row, sort };
  });
}

/** Providers, default model configs and the voice catalogue, as upstream seeds them. */
export async function seedModelCatalogue(db: Kysely<unknown>): Promise<void> {
  const typed = db.withTables<CatalogueTables>();
  const now = new Date().toISOString();
  const audit = { creator: null, updater: null, created_at: now, updated_at: now };
  await typed
    .insertInto('model_providers')
    .values(
      sortWithinType(PROVIDER_SEEDS).map((seed) => ({
        id: seed.id,
        model_type: seed.modelType,
        provider_code: seed.providerCode,
        name: seed.name,
        fields: JSON.stringify(seed.fields),
        sort: seed.sort,
        ...audit,
      })),
    )
    .execute();
  await typed
    .insertInto('model_configs')
    .values(
      sortWithinType(MODEL_CONFIG_SEEDS).map((seed) => ({
        id: seed.id,
        model_type: seed.modelType,
        model_code: seed.id.slice(seed.modelType.length + 1),
        model_name: seed.modelName,
        is_default: seed.isDefault ? 1 : 0,
        is_enabled: seed.isEnabled ? 1 : 0,
        config_json: JSON.stringify(seed.config),
        doc_link: seed.docLink,
        remark: null,
        sort: seed.sort,
        ...audit,
      })),
    )
    .execute();
  await typed
    .insertInto('tts_voices')
    .values(
      TTS_VOICE_SEEDS.map((seed) => ({
        id: seed.id,
        tts_model_id: seed.ttsModelId,
        name: seed.name,
        tts_voice: seed.ttsVoice,
        languages: seed.languages,
        voice_demo: null,
        remark: null,
        reference_audio: null,
        reference_text: null,
        sort: seed.sort,
        ...audit,
      })),
    )
    .execute();
}
