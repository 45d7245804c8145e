import { mapEach, upstreamFlag, upstreamNumber, upstreamText, upstreamTime, type UpstreamRow, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

const stamps = (row: UpstreamRow, now: string) => {
  const created = upstreamTime(row.create_date, now);
  return { creator: upstreamText(row.creator), updater: upstreamText(row.updater), created_at: created, updated_at: upstreamTime(row.update_date, created) };
};

/** Providers share upstream's ids (`SYSTEM_LLM_openai`…): upstream's rows replace the seeded ones. */
export const modelProvidersUpstreamImport: UpstreamTableImport = {
  source: 'ai_model_provider',
  sourceKey: ['id'],
  target: 'model_providers',
  targetKey: ['id'],
  replaces: true,
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => ({
      id: String(row.id),
      model_type: upstreamText(row.model_type) ?? '',
      provider_code: upstreamText(row.provider_code) ?? '',
      name: upstreamText(row.name) ?? '',
      fields: upstreamText(row.fields) ?? '[]',
      sort: upstreamNumber(row.sort, 0),
      ...stamps(row, context.now),
    })),
};

/** Model configs with their keys as upstream holds them; ids (`LLM_ChatGLMLLM`…) are what agents point at. */
export const modelConfigsUpstreamImport: UpstreamTableImport = {
  source: 'ai_model_config',
  sourceKey: ['id'],
  target: 'model_configs',
  targetKey: ['id'],
  replaces: true,
  keepOnReplace: ['owner_id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const type = upstreamText(row.model_type);
      if (!type) return 'no model type';
      return {
        id: String(row.id),
        model_type: type,
        model_code: upstreamText(row.model_code) ?? '',
        model_name: upstreamText(row.model_name) ?? String(row.id),
        is_default: upstreamFlag(row.is_default, 0),
        is_enabled: upstreamFlag(row.is_enabled, 0),
        config_json: upstreamText(row.config_json) ?? '{}',
        doc_link: upstreamText(row.doc_link),
        remark: upstreamText(row.remark),
        sort: upstreamNumber(row.sort, 0),
        owner_id: null,
        ...stamps(row, context.now),
      };
    }),
};

export const ttsVoicesUpstreamImport: UpstreamTableImport = {
  source: 'ai_tts_voice',
  sourceKey: ['id'],
  target: 'tts_voices',
  targetKey: ['id'],
  replaces: true,
  keepOnReplace: ['age', 'gender', 'styles', 'scenes', 'profile'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const model = upstreamText(row.tts_model_id);
      if (!model) return 'no TTS model';
      return {
        id: String(row.id),
        tts_model_id: model,
        name: upstreamText(row.name) ?? '',
        tts_voice: upstreamText(row.tts_voice) ?? '',
        languages: upstreamText(row.languages),
        voice_demo: upstreamText(row.voice_demo),
        remark: upstreamText(row.remark),
        reference_audio: upstreamText(row.reference_audio),
        reference_text: upstreamText(row.reference_text),
        age: null,
        gender: null,
        styles: null,
        scenes: null,
        profile: null,
        sort: upstreamNumber(row.sort, 0),
        ...stamps(row, context.now),
      };
    }),
};
