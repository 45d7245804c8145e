import type { AgentDetail, AgentTemplate, AgentUpdateInput } from '@vox/contracts';

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
  /** Replacement-word files, in the order chosen. */
  correctWordFileIds: string[];
}

export type AgentFormField = keyof AgentFormValues;

export const FORM_FIELDS: readonly AgentFormField[] = [
  'agentName', 'systemPrompt', 'summaryMemory', 'langCode', 'language',
  'vadModelId', 'asrModelId', 'llmModelId', 'slmModelId', 'vllmModelId', 'intentModelId', 'memModelId',
  'ttsModelId', 'ttsVoiceId', 'ttsLanguage', 'ttsVolume', 'ttsRate', 'ttsPitch', 'chatHistoryConf', 'datasetIds',
  'correctWordFileIds',
];

export function toFormValues(agent: AgentDetail): AgentFormValues {
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
    correctWordFileIds: agent.correctWordFileIds ?? [],
  };
}

const TEMPLATE_FIELDS = [
  'agentName', 'systemPrompt', 'summaryMemory', 'langCode', 'language', 'vadModelId', 'asrModelId', 'llmModelId', 'vllmModelId',
  'intentModelId', 'memModelId', 'ttsModelId', 'ttsVoiceId', 'ttsLanguage', 'ttsVolume', 'ttsRate', 'ttsPitch', 'chatHistoryConf',
] as const satisfies readonly (AgentFormField & keyof AgentTemplate)[];

/** upstream.md §2.5: every value the template has overwrites the form; the small LLM follows the template's LLM. */
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

/** A list field (the knowledge bases) is the same set in any order; absent and empty are the same. */
const same = (a: unknown, b: unknown) => (Array.isArray(a) || Array.isArray(b) ? sortedIds(a) === sortedIds(b) : (a ?? null) === (b ?? null));

export const isSameForm = (a: Partial<AgentFormValues>, b: Partial<AgentFormValues>) => FORM_FIELDS.every((field) => same(a[field], b[field]));

/**
 * The PUT body: only what the user changed. The server treats absent and null as "keep", so a partial body cannot
 * undo someone else's edit to another field.
 */
export function changedFields(initial: AgentFormValues, current: AgentFormValues): AgentUpdateInput {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (!same(initial[field], current[field])) body[field] = field === 'agentName' ? current.agentName.trim() : current[field];
  }
  return body as AgentUpdateInput;
}
