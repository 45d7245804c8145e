import { createHash } from 'node:crypto';
import { AGENT_SNAPSHOTS_KEPT, agentSnapshotData, type AgentSnapshotData, type SnapshotSource } from '@vox/contracts';
import { newId } from '../../lib/ids.ts';
import type { Repositories } from '../repositories.ts';
import type { AgentLinks } from './agent-links.ts';
import type { AgentRow } from './agents.repository.ts';

type StateRepositories = Pick<Repositories, 'agentContextProviders' | 'pluginMappings'>;
type VersionRepositories = Pick<Repositories, 'agentSnapshots'>;

/** The agent's configuration as a version keeps it: its columns plus functions, context sources, word files, knowledge. */
export async function agentState(repos: StateRepositories, links: Pick<AgentLinks, 'datasetBindings' | 'wordFiles'>, agent: AgentRow): Promise<AgentSnapshotData> {
  const [mappings, contextProviders, correctWordFileIds, datasetIds] = await Promise.all([
    repos.pluginMappings.ofAgent(agent.id),
    repos.agentContextProviders.ofAgent(agent.id),
    links.wordFiles.idsOfAgent(agent.id),
    links.datasetBindings.idsOfAgent(agent.id),
  ]);
  return {
    agentName: agent.agent_name,
    agentCode: agent.agent_code,
    asrModelId: agent.asr_model_id,
    vadModelId: agent.vad_model_id,
    llmModelId: agent.llm_model_id,
    slmModelId: agent.slm_model_id,
    vllmModelId: agent.vllm_model_id,
    ttsModelId: agent.tts_model_id,
    ttsVoiceId: agent.tts_voice_id,
    memModelId: agent.mem_model_id,
    intentModelId: agent.intent_model_id,
    ttsLanguage: agent.tts_language,
    ttsVolume: agent.tts_volume,
    ttsRate: agent.tts_rate,
    ttsPitch: agent.tts_pitch,
    systemPrompt: agent.system_prompt,
    summaryMemory: agent.summary_memory,
    chatHistoryConf: agent.chat_history_conf,
    langCode: agent.lang_code,
    language: agent.language,
    functions: mappings.map((row) => ({ pluginId: row.plugin_id, paramInfo: row.param_info })).sort((a, b) => a.pluginId.localeCompare(b.pluginId)),
    contextProviders,
    correctWordFileIds,
    datasetIds: [...datasetIds].sort(),
  };
}

/** The fields whose values differ, in the order of the configuration. */
export function changedFields(before: AgentSnapshotData, after: AgentSnapshotData): string[] {
  return (Object.keys(after) as (keyof AgentSnapshotData)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** A token of the current state: a restore that sends an older one was made over a newer save. */
export const stateToken = (state: AgentSnapshotData): string => createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 32);

/** Stored JSON back to a configuration; fields missing from an older row read as empty. */
export function readState(json: string): AgentSnapshotData {
  const parsed = agentSnapshotData.partial().safeParse(JSON.parse(json));
  const data = parsed.success ? parsed.data : {};
  return { ...EMPTY_STATE, ...data };
}

const EMPTY_STATE: AgentSnapshotData = {
  agentName: '',
  agentCode: null,
  asrModelId: null,
  vadModelId: null,
  llmModelId: null,
  slmModelId: null,
  vllmModelId: null,
  ttsModelId: null,
  ttsVoiceId: null,
  memModelId: null,
  intentModelId: null,
  ttsLanguage: null,
  ttsVolume: null,
  ttsRate: null,
  ttsPitch: null,
  systemPrompt: null,
  summaryMemory: null,
  chatHistoryConf: 0,
  langCode: null,
  language: null,
  functions: [],
  contextProviders: [],
  correctWordFileIds: [],
  datasetIds: [],
};

export interface VersionRecord {
  agent: AgentRow;
  before: AgentSnapshotData;
  after: AgentSnapshotData;
  source: Exclude<SnapshotSource, 'initial'>;
  restoreFromVersionNo?: number;
  now: string;
}

/**
 * Records a change as a new version (nothing when nothing changed). An agent's first recorded change also keeps the
 * state before it as the `initial` version, so the first save can be undone too. The oldest beyond
 * AGENT_SNAPSHOTS_KEPT are dropped. Call it inside the saving transaction.
 */
export async function recordVersion(repos: VersionRepositories, { agent, before, after, source, restoreFromVersionNo, now }: VersionRecord): Promise<void> {
  const changed = changedFields(before, after);
  if (changed.length === 0) return;
  let versionNo = await repos.agentSnapshots.latestVersionNo(agent.id);
  const row = (state: AgentSnapshotData, fields: string[], rowSource: SnapshotSource, restoredFrom: number | null) => ({
    id: newId(),
    agent_id: agent.id,
    user_id: agent.user_id,
    version_no: ++versionNo,
    snapshot_data: JSON.stringify(state),
    changed_fields: JSON.stringify(fields),
    source: rowSource,
    restore_from_version_no: restoredFrom,
    created_at: now,
  });
  if (versionNo === 0) await repos.agentSnapshots.insert(row(before, [], 'initial', null));
  await repos.agentSnapshots.insert(row(after, changed, source, restoreFromVersionNo ?? null));
  await repos.agentSnapshots.keepNewest(agent.id, AGENT_SNAPSHOTS_KEPT);
}
