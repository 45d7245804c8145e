import type { AgentDetail, AgentTemplate, AgentUpdateInput, ContextProvider } from '@vox/contracts';

/** A plugin the agent calls, with its parameters as the object the dialog edits. */
export interface AgentFunctionValue {
  pluginId: string;
  params: Record<string, unknown>;
}

/** Everything the configuration screen edits; strings are '' rather than null so inputs stay controlled. */
export interface AgentFormValues {
  agentName: string;
  systemPrompt: string;
  summaryMemory: string;
  langCode: string;
  language: string;
  vadModelId: string | null;
  asrModelId: string | null;
  llmModelId: string | null;
  slmModelId: string | null;
  vllmModelId: string | null;
  intentModelId: string | null;
  memModelId: string | null;
  ttsModelId: string | null;
  ttsVoiceId: string | null;
  ttsLanguage: string | null;
  ttsVolume: number | null;
  ttsRate: number | null;
  ttsPitch: number | null;
  chatHistoryConf: number;
  /** Knowledge bases the agent retrieves from; their order does not matter. */
  datasetIds: string[];
  /** The agent's tag names, sent as tagNames when they changed. */
  tagNames: string[];
  /**
   * Plugins only: knowledge bases, which the server also lists among the functions, live in `datasetIds` alone, so the
   * datasets section and the function dialog edit one selection.
   */
  functions: AgentFunctionValue[];
  /** Replacement-word files, in the order chosen. */
  correctWordFileIds: string[];
  /** Context sources `[{url, headers}]` the device server fetches; their order matters. */
  contextProviders: ContextProvider[];
}

export type AgentFormField = keyof AgentFormValues;

export const FORM_FIELDS: readonly AgentFormField[] = [
  'agentName', 'systemPrompt', 'summaryMemory', 'langCode', 'language',
  'vadModelId', 'asrModelId', 'llmModelId', 'slmModelId', 'vllmModelId', 'intentModelId', 'memModelId',
  'ttsModelId', 'ttsVoiceId', 'ttsLanguage', 'ttsVolume', 'ttsRate', 'ttsPitch', 'chatHistoryConf', 'datasetIds', 'tagNames',
  'functions', 'correctWordFileIds', 'contextProviders',
];

function parseParams(paramInfo: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(paramInfo);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The agent's plugins, without the knowledge bases the server lists among them (providerCode ragflow, or a bound id). */
export function pluginFunctions(agent: AgentDetail): AgentFunctionValue[] {
  const datasets = new Set(agent.datasetIds ?? []);
  return agent.functions
    .filter((fn) => !datasets.has(fn.pluginId) && fn.providerCode !== 'ragflow')
    .map((fn) => ({ pluginId: fn.pluginId, params: parseParams(fn.paramInfo) }));
}

export function toFormValues(agent: AgentDetail, tagNames: readonly string[] = []): AgentFormValues {
  return {
    agentName: agent.agentName,
    systemPrompt: agent.systemPrompt ?? '',
    summaryMemory: agent.summaryMemory ?? '',
    langCode: agent.langCode ?? '',
    language: agent.language ?? '',
    vadModelId: agent.vadModelId,
    asrModelId: agent.asrModelId,
    llmModelId: agent.llmModelId,
    slmModelId: agent.slmModelId,
    vllmModelId: agent.vllmModelId,
    intentModelId: agent.intentModelId,
    memModelId: agent.memModelId,
    ttsModelId: agent.ttsModelId,
    ttsVoiceId: agent.ttsVoiceId,
    ttsLanguage: agent.ttsLanguage,
    ttsVolume: agent.ttsVolume,
    ttsRate: agent.ttsRate,
    ttsPitch: agent.ttsPitch,
    chatHistoryConf: agent.chatHistoryConf,
    datasetIds: agent.datasetIds ?? [],
    tagNames: [...tagNames],
    functions: pluginFunctions(agent),
    correctWordFileIds: agent.correctWordFileIds ?? [],
    contextProviders: agent.contextProviders ?? [],
  };
}

const TEMPLATE_FIELDS = [
  'agentName', 'systemPrompt', 'summaryMemory', 'langCode', 'language', 'vadModelId', 'asrModelId', 'llmModelId', 'vllmModelId',
  'intentModelId', 'memModelId', 'ttsModelId', 'ttsVoiceId', 'ttsLanguage', 'ttsVolume', 'ttsRate', 'ttsPitch', 'chatHistoryConf',
] as const satisfies readonly (AgentFormField & keyof AgentTemplate)[];

/** Every value the template has overwrites the form; the small LLM follows the template's LLM. */
export function applyTemplate(current: AgentFormValues, template: AgentTemplate): AgentFormValues {
  const next: Record<string, unknown> = { ...current };
  for (const field of TEMPLATE_FIELDS) {
    const value = template[field];
    if (value !== null && value !== undefined) next[field] = value;
  }
  if (template.llmModelId) next.slmModelId = template.llmModelId;
  return next as unknown as AgentFormValues;
}

const sortedIds = (value: unknown) => (Array.isArray(value) ? value.map(String) : []).sort().join('\n');

/** Key order inside the parameters does not matter either. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, canonical(item)]));
  }
  return value;
};

const functionsKey = (value: unknown) =>
  (Array.isArray(value) ? (value as AgentFunctionValue[]) : [])
    .map((fn) => JSON.stringify([fn.pluginId, canonical(fn.params)]))
    .sort()
    .join('\n');

/** A list field (knowledge bases, tags) is the same set in any order; absent and empty are the same. */
const same = (a: unknown, b: unknown) => (Array.isArray(a) || Array.isArray(b) ? sortedIds(a) === sortedIds(b) : (a ?? null) === (b ?? null));

const contextKey = (value: unknown) => JSON.stringify(canonical(Array.isArray(value) ? value : []));

const sameField = (field: AgentFormField, a: unknown, b: unknown) => {
  if (field === 'functions') return functionsKey(a) === functionsKey(b);
  if (field === 'contextProviders') return contextKey(a) === contextKey(b);
  return same(a, b);
};

export const isSameForm = (a: Partial<AgentFormValues>, b: Partial<AgentFormValues>) => FORM_FIELDS.every((field) => sameField(field, a[field], b[field]));

/**
 * The PUT body: only what the user changed. The server treats absent and null as "keep", so a partial body cannot
 * undo someone else's edit to another field.
 */
export function changedFields(initial: AgentFormValues, current: AgentFormValues): AgentUpdateInput {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (field === 'functions' || sameField(field, initial[field], current[field])) continue;
    body[field] = field === 'agentName' ? current.agentName.trim() : current[field];
  }
  if (!sameField('functions', initial.functions, current.functions)) {
    body.functions = (current.functions ?? []).map((fn) => ({ pluginId: fn.pluginId, paramInfo: fn.params }));
    // Sent functions without datasetIds would rebind the knowledge bases from them (none): say the bases too.
    body.datasetIds = current.datasetIds ?? [];
  }
  return body as AgentUpdateInput;
}
