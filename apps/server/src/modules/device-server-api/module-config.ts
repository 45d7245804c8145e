import { parseJsonObject } from '../../lib/json.ts';
import type { ModelCatalog, ModelConfigRow, TtsVoiceRow } from '../models/index.ts';

/** The order upstream walks the module types in. */
const MODULE_TYPES = ['VAD', 'ASR', 'TTS', 'Memory', 'Intent', 'LLM', 'VLLM', 'SLM'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export interface VoiceSettings {
  voice: TtsVoiceRow | undefined;
  language: string | null;
  volume: number | null;
  rate: number | null;
  pitch: number | null;
}

function ttsConfig(config: Record<string, unknown>, settings: VoiceSettings): Record<string, unknown> {
  const extra: Record<string, unknown> = {
    private_voice: settings.voice?.tts_voice,
    ref_audio: settings.voice?.reference_audio,
    ref_text: settings.voice?.reference_text,
    language: settings.language,
    ttsVolume: settings.volume,
    ttsRate: settings.rate,
    ttsPitch: settings.pitch,
  };
  const merged = { ...config, ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value != null)) };
  // Cloned Huoshan voices (ids "S_…") need the ICL resource.
  if (merged.type === 'huoshan_double_stream' && String(merged.private_voice ?? '').startsWith('S_')) merged.resource_id = 'seed-icl-1.0';
  return merged;
}

function intentConfig(config: Record<string, unknown>): Record<string, unknown> {
  return typeof config.functions === 'string' && config.functions !== '' ? { ...config, functions: config.functions.split(';') } : config;
}

/** LLM configs the Intent (intent_llm) and Memory (mem_local_short) modules point at. */
function referencedLlms(configs: Map<string, Record<string, unknown>>, ids: Partial<Record<ModuleType, string | null>>): string[] {
  const refs: string[] = [];
  const intent = ids.Intent ? configs.get(ids.Intent) : undefined;
  if (intent?.type === 'intent_llm' && typeof intent.llm === 'string') refs.push(intent.llm);
  const memory = ids.Memory ? configs.get(ids.Memory) : undefined;
  if (memory?.type === 'mem_local_short' && typeof memory.llm === 'string') refs.push(memory.llm);
  if (ids.SLM) refs.push(ids.SLM);
  return refs.filter((id) => id !== '' && id !== ids.LLM);
}

/**
 * Adds `"<Type>": {"<configId>": configJson}` per chosen module and `selected_module`, with full
 * configs (secrets included: the device server needs them). The LLM map also carries the LLMs
 * that intent, memory and the small LLM use.
 */
export async function addModuleConfigs(
  result: Record<string, unknown>,
  models: ModelCatalog,
  ids: Partial<Record<ModuleType, string | null>>,
  voice?: VoiceSettings,
): Promise<void> {
  const configs = await loadConfigs(models, Object.values(ids).filter((id): id is string => !!id));
  const missing = referencedLlms(configs, ids).filter((id) => !configs.has(id));
  for (const [id, config] of await loadConfigs(models, missing)) configs.set(id, config);
  const selected: Record<string, string> = {};
  for (const type of MODULE_TYPES) {
    const id = ids[type];
    const config = id ? configs.get(id) : undefined;
    if (!id || !config) continue;
    const entry: Record<string, unknown> = { [id]: type === 'TTS' && voice ? ttsConfig(config, voice) : type === 'Intent' ? intentConfig(config) : config };
    if (type === 'LLM') for (const ref of referencedLlms(configs, ids)) if (configs.has(ref)) entry[ref] = configs.get(ref);
    result[type] = entry;
    selected[type] = id;
  }
  result.selected_module = selected;
}

async function loadConfigs(models: ModelCatalog, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows: ModelConfigRow[] = await models.configsByIds([...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, parseJsonObject(row.config_json)]));
}
