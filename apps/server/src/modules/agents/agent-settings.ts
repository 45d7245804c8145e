import {
  CHAT_HISTORY_CONF,
  ErrorCode,
  FUNCTION_CALL_LLM_TYPES,
  MEMORY_NONE_ID,
  type AgentFunctionInput,
  type AgentUpdateInput,
  type ModelType,
} from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import type { ModelCatalog, VoiceOrClone } from '../models/index.ts';
import { MEMORY_WITHOUT_SUMMARY } from './agent-rules.ts';
import type { AgentPatch, AgentRow } from './agents.repository.ts';

type ModelColumn = 'asr_model_id' | 'vad_model_id' | 'llm_model_id' | 'slm_model_id' | 'vllm_model_id' | 'tts_model_id' | 'mem_model_id' | 'intent_model_id';
type ModelField = keyof AgentUpdateInput & `${string}ModelId`;

/** Each model choice, its column and the config type it must have (the small LLM is an LLM). */
const MODEL_CHOICES: readonly (readonly [ModelField, ModelColumn, ModelType])[] = [
  ['asrModelId', 'asr_model_id', 'ASR'],
  ['vadModelId', 'vad_model_id', 'VAD'],
  ['llmModelId', 'llm_model_id', 'LLM'],
  ['slmModelId', 'slm_model_id', 'LLM'],
  ['vllmModelId', 'vllm_model_id', 'VLLM'],
  ['ttsModelId', 'tts_model_id', 'TTS'],
  ['memModelId', 'mem_model_id', 'Memory'],
  ['intentModelId', 'intent_model_id', 'Intent'],
];

const notAllowed = (field: string) => new AppError(ErrorCode.BAD_REQUEST, [field, validationReason('notAllowed')]);

/** The plain fields of an update; null and absent keep the stored value. */
export function scalarPatch(input: AgentUpdateInput): AgentPatch {
  const entries: [keyof AgentPatch, unknown][] = [
    ['agent_code', input.agentCode],
    ['agent_name', input.agentName],
    ['tts_language', input.ttsLanguage],
    ['tts_volume', input.ttsVolume],
    ['tts_rate', input.ttsRate],
    ['tts_pitch', input.ttsPitch],
    ['system_prompt', input.systemPrompt],
    ['summary_memory', input.summaryMemory],
    ['chat_history_conf', input.chatHistoryConf],
    ['lang_code', input.langCode],
    ['language', input.language],
    ['sort', input.sort],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined)) as AgentPatch;
}

/**
 * Model choices that changed must name an existing, enabled config of the right type; an
 * unchanged (perhaps since disabled) choice is kept as it is. A private model is only for its
 * owner's agents.
 */
export async function modelPatch(models: ModelCatalog, agent: AgentRow, input: AgentUpdateInput): Promise<AgentPatch> {
  const changed = MODEL_CHOICES.filter(([field, column]) => input[field] != null && input[field] !== agent[column]);
  const configs = new Map((await models.configsByIds(changed.map(([field]) => input[field]!))).map((row) => [row.id, row]));
  const patch: Record<string, string> = {};
  for (const [field, column, type] of changed) {
    const config = configs.get(input[field]!);
    if (!config || config.model_type !== type || config.is_enabled !== 1) throw notAllowed(field);
    if (config.owner_id !== null && config.owner_id !== agent.user_id) throw notAllowed(field);
    patch[column] = config.id;
  }
  return patch as AgentPatch;
}

/** Function-call intent needs an LLM that can call functions (10079). */
export async function checkIntentRule(models: ModelCatalog, next: AgentRow): Promise<void> {
  if (!next.intent_model_id || !next.llm_model_id) return;
  const [intent, llm] = await Promise.all([models.findConfig(next.intent_model_id), models.findConfig(next.llm_model_id)]);
  if (parseJsonObject(intent?.config_json).type !== 'function_call') return;
  const llmType = String(parseJsonObject(llm?.config_json).type ?? '');
  if (!(FUNCTION_CALL_LLM_TYPES as readonly string[]).includes(llmType)) throw new AppError(ErrorCode.LLM_INTENT_MISMATCH);
}

/** The voice configured in a TTS config (`voice` or `speaker`), if it is in the catalogue. */
export async function configuredVoiceId(models: ModelCatalog, ttsModelId: string | null): Promise<string | null> {
  if (!ttsModelId) return null;
  const config = parseJsonObject((await models.findConfig(ttsModelId))?.config_json);
  const code = config.voice ?? config.speaker;
  if (typeof code !== 'string' || code === '') return null;
  return (await models.findVoiceByCode(ttsModelId, code))?.id ?? null;
}

/**
 * A chosen voice must belong to the TTS model. When only the model changed, a voice of the old
 * model is replaced by the new model's configured voice.
 */
export async function voicePatch(models: ModelCatalog, findVoiceOrClone: VoiceOrClone, agent: AgentRow, next: AgentRow, input: AgentUpdateInput): Promise<AgentPatch> {
  if (input.ttsVoiceId != null) {
    const voice = await findVoiceOrClone(agent.user_id, input.ttsVoiceId);
    if (!voice || voice.tts_model_id !== next.tts_model_id) throw notAllowed('ttsVoiceId');
    return { tts_voice_id: voice.id };
  }
  if (next.tts_model_id === agent.tts_model_id || !agent.tts_voice_id) return {};
  const current = await findVoiceOrClone(agent.user_id, agent.tts_voice_id);
  if (current?.tts_model_id === next.tts_model_id) return {};
  return { tts_voice_id: await configuredVoiceId(models, next.tts_model_id) };
}

/** No memory records no history; a memory that keeps no summary clears it. */
export function memoryPatch(agent: AgentRow, next: AgentRow, input: AgentUpdateInput): AgentPatch {
  const patch: AgentPatch = {};
  if (next.mem_model_id === MEMORY_NONE_ID) patch.chat_history_conf = CHAT_HISTORY_CONF.NONE;
  else if (agent.mem_model_id === MEMORY_NONE_ID && input.chatHistoryConf == null) patch.chat_history_conf = CHAT_HISTORY_CONF.TEXT_AUDIO;
  if (next.mem_model_id && MEMORY_WITHOUT_SUMMARY.has(next.mem_model_id)) patch.summary_memory = null;
  return patch;
}

/**
 * The agent's functions as plugin id → JSON parameters; each must be a Plugin provider, except the owner's knowledge
 * bases (`knowledgeIds`), which are no plugins and are left out here (agent-datasets.ts binds them).
 */
export async function functionParams(models: ModelCatalog, functions: readonly AgentFunctionInput[], knowledgeIds: ReadonlySet<string> = new Set()): Promise<Map<string, string>> {
  const plugins = new Set(
    (await models.providersByIds(functions.map((fn) => fn.pluginId))).filter((row) => row.model_type === 'Plugin').map((row) => row.id),
  );
  const params = new Map<string, string>();
  for (const [index, fn] of functions.entries()) {
    if (knowledgeIds.has(fn.pluginId) && !plugins.has(fn.pluginId)) continue;
    if (!plugins.has(fn.pluginId)) throw notAllowed(`functions[${index}].pluginId`);
    params.set(fn.pluginId, JSON.stringify(paramObject(fn.paramInfo, index)));
  }
  return params;
}

function paramObject(paramInfo: AgentFunctionInput['paramInfo'], index: number): Record<string, unknown> {
  if (paramInfo == null || paramInfo === '') return {};
  if (typeof paramInfo !== 'string') return paramInfo;
  try {
    const parsed: unknown = JSON.parse(paramInfo);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new AppError(ErrorCode.BAD_REQUEST, [`functions[${index}].paramInfo`, validationReason('format')]);
}
