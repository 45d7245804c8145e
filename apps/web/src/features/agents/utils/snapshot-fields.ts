import type { AgentSnapshotData, SnapshotField } from '@vox/contracts';

/** The label of each configuration field a version keeps, as the page names it (keys in agents.json). */
export const SNAPSHOT_FIELD_LABELS = {
  agentName: 'field.agentName',
  agentCode: 'history.field.agentCode',
  asrModelId: 'model.asr',
  vadModelId: 'model.vad',
  llmModelId: 'model.llm',
  slmModelId: 'model.slm',
  vllmModelId: 'model.vllm',
  ttsModelId: 'model.tts',
  ttsVoiceId: 'voice.voice',
  memModelId: 'model.memory',
  intentModelId: 'model.intent',
  ttsLanguage: 'voice.language',
  ttsVolume: 'voice.volume',
  ttsRate: 'voice.speed',
  ttsPitch: 'voice.pitch',
  systemPrompt: 'field.systemPrompt',
  summaryMemory: 'memory.summary',
  chatHistoryConf: 'memory.chatHistory',
  langCode: 'field.langCode',
  language: 'field.language',
  functions: 'section.functions',
  contextProviders: 'section.context',
  correctWordFileIds: 'section.correctWords',
  datasetIds: 'section.datasets',
} as const satisfies Record<SnapshotField, string>;

export const SNAPSHOT_FIELDS = Object.keys(SNAPSHOT_FIELD_LABELS) as SnapshotField[];

type LabelKey = (typeof SNAPSHOT_FIELD_LABELS)[SnapshotField];

/** The label key of a changed field; null for a field this screen does not know (shown as it is). */
export const snapshotFieldLabel = (field: string): LabelKey | null => (field in SNAPSHOT_FIELD_LABELS ? SNAPSHOT_FIELD_LABELS[field as SnapshotField] : null);

/** The tag of a version's source; a source this screen does not know reads as a save. */
export const snapshotSourceKey = (source: string) =>
  source === 'initial' ? ('history.source.initial' as const) : source === 'restore' ? ('history.source.restore' as const) : ('history.source.config' as const);

/** A field's value as one line of text; empty values read as "—". */
export function snapshotValueText(data: AgentSnapshotData, field: SnapshotField): string {
  const value = data[field];
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'functions') return data.functions.map((fn) => fn.pluginId).join(', ') || '—';
  if (field === 'contextProviders') return data.contextProviders.map((provider) => provider.url).join(', ') || '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  return String(value);
}
