import { z } from 'zod';
import { contextProvider, contextProviderList } from './agent-context.ts';
import { agentTag, agentTagName } from './agent-tags.ts';
import { AGENT_DATASETS_MAX, AGENT_TAGS_PER_AGENT_MAX, AGENT_NAME_MAX, LANGUAGE_FIELD_MAX, SUMMARY_MEMORY_MAX, SYSTEM_PROMPT_MAX, TTS_ADJUST_MAX, TTS_ADJUST_MIN } from './agent-limits.ts';
import { DEVICE_ID_HEADER_PATTERN } from '../devices/device-rules.ts';
import { langCodeInput } from './language-code.ts';

export * from './agent-limits.ts';

const id = z.string().min(1).max(64);
const chatHistoryConf = z.coerce.number().int().min(0).max(2);
const ttsAdjust = z.coerce.number().int().min(TTS_ADJUST_MIN).max(TTS_ADJUST_MAX);

/** `GET /agent/list`; the web sends empty strings for unset filters, read as "no filter" / name. */
export const agentListQuery = z.object({
  keyword: z.string().trim().max(64).default(''),
  searchType: z
    .string()
    .default('name')
    .transform((type): 'name' | 'mac' => (type === 'mac' ? 'mac' : 'name')),
});
export type AgentListQuery = z.infer<typeof agentListQuery>;

/** Upstream's AgentDTO: one home card. Dates are `yyyy-MM-dd HH:mm:ss` GMT+8. */
export const agentSummary = z.object({
  id: z.string(),
  agentName: z.string(),
  ttsModelName: z.string().nullable(),
  ttsVoiceName: z.string().nullable(),
  llmModelName: z.string().nullable(),
  vllmModelName: z.string().nullable(),
  memModelId: z.string().nullable(),
  systemPrompt: z.string().nullable(),
  summaryMemory: z.string().nullable(),
  lastConnectedAt: z.string().nullable(),
  deviceCount: z.number().int(),
  /** The agent's tags in order; the name search also matches them. */
  tags: z.array(agentTag),
});
export type AgentSummary = z.infer<typeof agentSummary>;

/** `POST /agent`: from the default template, or from the one picked in the agent market. */
export const agentCreateInput = z.object({
  agentName: z.string().trim().min(1).max(AGENT_NAME_MAX),
  templateId: id.optional(),
});
export type AgentCreateInput = z.infer<typeof agentCreateInput>;

/** A plugin (function) of the agent; `paramInfo` is a JSON string as upstream sends it. */
export const agentFunction = z.object({
  id: z.string(),
  agentId: z.string(),
  pluginId: z.string(),
  paramInfo: z.string(),
  providerCode: z.string().nullable(),
});
export type AgentFunction = z.infer<typeof agentFunction>;

const modelIds = {
  asrModelId: z.string().nullable(),
  vadModelId: z.string().nullable(),
  llmModelId: z.string().nullable(),
  slmModelId: z.string().nullable(),
  vllmModelId: z.string().nullable(),
  ttsModelId: z.string().nullable(),
  ttsVoiceId: z.string().nullable(),
  memModelId: z.string().nullable(),
  intentModelId: z.string().nullable(),
};

/** Upstream's AgentInfoVO: every agent column in camelCase plus its functions. */
export const agentDetail = z.object({
  id: z.string(),
  userId: z.string(),
  agentCode: z.string().nullable(),
  agentName: z.string(),
  ...modelIds,
  ttsLanguage: z.string().nullable(),
  ttsVolume: z.number().int().nullable(),
  ttsRate: z.number().int().nullable(),
  ttsPitch: z.number().int().nullable(),
  systemPrompt: z.string().nullable(),
  summaryMemory: z.string().nullable(),
  chatHistoryConf: z.number().int(),
  langCode: z.string().nullable(),
  language: z.string().nullable(),
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  functions: z.array(agentFunction),
  /** Knowledge bases the agent retrieves from; absent from servers that predate them. */
  datasetIds: z.array(z.string()).optional(),
  /** Replacement-word files the agent uses, in the order chosen. */
  correctWordFileIds: z.array(z.string()).optional(),
  /** Context sources `[{url, headers}]` the device server fetches. */
  contextProviders: z.array(contextProvider).optional(),
});
export type AgentDetail = z.infer<typeof agentDetail>;

/** `paramInfo` may be an object or its JSON string; the server stores the JSON (as upstream). */
export const agentFunctionInput = z.object({
  pluginId: id,
  paramInfo: z.union([z.record(z.string(), z.unknown()), z.string().max(20_000)]).nullish(),
});
export type AgentFunctionInput = z.infer<typeof agentFunctionInput>;

const optionalModelId = id.nullish();

/**
 * AgentUpdateDTO (`PUT /agent/{id}`): a partial update, null or absent fields keep their value.
 * `functions`, when sent, replaces the agent's plugin list; `contextProviders` likewise its context sources.
 */
export const agentUpdateInput = z.object({
  agentCode: z.string().trim().max(36).nullish(),
  agentName: z.string().trim().min(1).max(AGENT_NAME_MAX).nullish(),
  asrModelId: optionalModelId,
  vadModelId: optionalModelId,
  llmModelId: optionalModelId,
  slmModelId: optionalModelId,
  vllmModelId: optionalModelId,
  ttsModelId: optionalModelId,
  ttsVoiceId: optionalModelId,
  memModelId: optionalModelId,
  intentModelId: optionalModelId,
  ttsLanguage: z.string().trim().max(50).nullish(),
  ttsVolume: ttsAdjust.nullish(),
  ttsRate: ttsAdjust.nullish(),
  ttsPitch: ttsAdjust.nullish(),
  systemPrompt: z.string().max(SYSTEM_PROMPT_MAX).nullish(),
  summaryMemory: z.string().max(SUMMARY_MEMORY_MAX).nullish(),
  chatHistoryConf: chatHistoryConf.nullish(),
  langCode: langCodeInput,
  language: z.string().trim().max(LANGUAGE_FIELD_MAX).nullish(),
  sort: z.coerce.number().int().min(0).max(1_000_000).nullish(),
  functions: z.array(agentFunctionInput).max(100).nullish(),
  /** When sent, replaces the agent's knowledge bases (the caller's own, at most AGENT_DATASETS_MAX). */
  datasetIds: z.array(id).max(AGENT_DATASETS_MAX).nullish(),
  /** When sent, replaces the agent's tags: found by name among the caller's tags, created when new. */
  tagNames: z.array(agentTagName).max(AGENT_TAGS_PER_AGENT_MAX).nullish(),
  /** When sent, replaces the agent's replacement-word files (the caller's own). */
  correctWordFileIds: z.array(id).max(1000).nullish(),
  /** When sent, replaces the agent's context sources; blank URLs are dropped. */
  contextProviders: contextProviderList.nullish(),
});
export type AgentUpdateInput = z.infer<typeof agentUpdateInput>;

/** Upstream's AgentTemplateEntity (`GET /agent/template`). */
export const agentTemplate = z.object({
  id: z.string(),
  agentCode: z.string().nullable(),
  agentName: z.string(),
  asrModelId: z.string().nullable(),
  vadModelId: z.string().nullable(),
  llmModelId: z.string().nullable(),
  vllmModelId: z.string().nullable(),
  ttsModelId: z.string().nullable(),
  ttsVoiceId: z.string().nullable(),
  ttsLanguage: z.string().nullable(),
  ttsVolume: z.number().int().nullable(),
  ttsRate: z.number().int().nullable(),
  ttsPitch: z.number().int().nullable(),
  memModelId: z.string().nullable(),
  intentModelId: z.string().nullable(),
  systemPrompt: z.string().nullable(),
  summaryMemory: z.string().nullable(),
  chatHistoryConf: z.number().int(),
  langCode: z.string().nullable(),
  language: z.string().nullable(),
  sort: z.number().int(),
});
export type AgentTemplate = z.infer<typeof agentTemplate>;

/** Upstream's `PUT /agent/saveMemory/{macAddress}`: the summary memory of the agent the device is bound to. */
/** Any id a device checked in with (the OTA check-in's loose pattern). */
export const agentMemoryOfDeviceParams = z.object({ macAddress: z.string().trim().regex(DEVICE_ID_HEADER_PATTERN) });
export const agentMemoryInput = z.object({ summaryMemory: z.string().max(SUMMARY_MEMORY_MAX).nullish() });
export type AgentMemoryInput = z.infer<typeof agentMemoryInput>;
