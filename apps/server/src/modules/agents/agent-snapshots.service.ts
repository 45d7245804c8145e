import {
  agentConfigMessages,
  ErrorCode,
  type AgentSnapshot,
  type AgentSnapshotData,
  type AgentSnapshotDetail,
  type AgentSnapshotListQuery,
  type AgentSnapshotRestoreInput,
  type ModelType,
  type PageData,
} from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import { formatGmt8 } from '../../lib/time.ts';
import { modelCatalog, type ModelCatalog } from '../models/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { sameIds } from './agent-datasets.ts';
import { agentLinks, type AgentLinks } from './agent-links.ts';
import type { AgentSnapshotRow } from './agent-snapshots.repository.ts';
import { agentState, readState, recordVersion, stateToken } from './agent-versions.ts';
import type { AgentPatch, AgentRow } from './agents.repository.ts';

type UsedRepositories = Pick<
  Repositories,
  'agentContextProviders' | 'agentSnapshots' | 'agents' | 'pluginMappings'
>;

export interface AgentSnapshotsDeps {
  repos: UsedRepositories;
  /** The knowledge bases and word files an agent links to (built again on a transaction's handle to change them). */
  links: AgentLinks;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

/** Model choices a version names, with the config type each must still have. */
const MODEL_FIELDS: readonly (readonly [keyof AgentSnapshotData, ModelType])[] = [
  ['asrModelId', 'ASR'],
  ['vadModelId', 'VAD'],
  ['llmModelId', 'LLM'],
  ['slmModelId', 'LLM'],
  ['vllmModelId', 'VLLM'],
  ['ttsModelId', 'TTS'],
  ['memModelId', 'Memory'],
  ['intentModelId', 'Intent'],
];

/** Saved versions of an agent's configuration (upstream's snapshot dialog): list, view, restore, delete; owner-scoped. */
export class AgentSnapshotsService {
  readonly #deps: AgentSnapshotsDeps;

  constructor(deps: AgentSnapshotsDeps) {
    this.#deps = deps;
  }

  async list(userId: string, agentId: string, query: AgentSnapshotListQuery): Promise<PageData<AgentSnapshot>> {
    const agent = await this.#owned(this.#deps.repos, userId, agentId);
    const { total, rows } = await this.#deps.repos.agentSnapshots.page(agent.id, query.maxVersionNo, query.limit, (query.page - 1) * query.limit);
    return { total, list: rows.map(toSnapshot) };
  }

  async detail(userId: string, agentId: string, snapshotId: string): Promise<AgentSnapshotDetail> {
    const { repos } = this.#deps;
    const agent = await this.#owned(repos, userId, agentId);
    const row = await this.#snapshot(repos, agent.id, snapshotId);
    const current = await agentState(repos, this.#deps.links, agent);
    return { ...toSnapshot(row), snapshotData: readState(row.snapshot_data), currentSnapshotData: current, currentStateToken: stateToken(current) };
  }

  /**
   * Puts the version's configuration back, recorded as a new `restore` version. Refused with nothing changed when a
   * model, voice or plugin it names is gone (or disabled, or another user's private model now), or when the token
   * shows the agent changed since the caller looked. Word files and knowledge bases deleted since are left out.
   */
  async restore(userId: string, agentId: string, snapshotId: string, input: AgentSnapshotRestoreInput): Promise<void> {
    const { clock } = this.#deps;
    await this.#deps.transaction(async (tx, trx) => {
      const agent = await this.#owned(tx, userId, agentId);
      const row = await this.#snapshot(tx, agent.id, snapshotId);
      const linked = agentLinks(trx);
      const before = await agentState(tx, linked, agent);
      if (input.currentStateToken && input.currentStateToken !== stateToken(before)) throw new AppError(ErrorCode.BAD_REQUEST, [], agentConfigMessages.snapshotStale);
      const target = readState(row.snapshot_data);
      await checkModelsExist(modelCatalog(trx), agent.user_id, target);
      const now = isoFromNow(clock);
      await tx.agents.update(agent.id, { ...columnsOf(target), updated_at: now });
      await tx.pluginMappings.replaceForAgent(
        agent.id,
        target.functions.map((fn) => ({ id: newId(), agent_id: agent.id, plugin_id: fn.pluginId, param_info: fn.paramInfo, created_at: now, updated_at: now })),
      );
      await tx.agentContextProviders.replaceForAgent(agent.id, target.contextProviders, now);
      const files = new Set(await linked.wordFiles.ownedIds(agent.user_id, target.correctWordFileIds));
      await linked.wordFiles.replaceForAgent(agent.id, target.correctWordFileIds.filter((id) => files.has(id)), now);
      const ownDatasets = new Set((await linked.datasets.idsOfUser(agent.user_id)).map((dataset) => dataset.id));
      const datasetIds = target.datasetIds.filter((id) => ownDatasets.has(id));
      if (!sameIds(datasetIds, before.datasetIds)) {
        await linked.datasetBindings.rebind(agent.id, datasetIds, now);
      }
      const restored = (await tx.agents.findById(agent.id))!;
      const after = await agentState(tx, linked, restored);
      await recordVersion(tx, { agent, before, after, source: 'restore', restoreFromVersionNo: row.version_no, now });
    });
  }

  async delete(userId: string, agentId: string, snapshotId: string): Promise<void> {
    const { repos } = this.#deps;
    const agent = await this.#owned(repos, userId, agentId);
    await this.#snapshot(repos, agent.id, snapshotId);
    await repos.agentSnapshots.delete(agent.id, snapshotId);
  }

  /** Another user's agent answers exactly like a missing one (612). */
  async #owned(repos: Pick<Repositories, 'agents'>, userId: string, agentId: string): Promise<AgentRow> {
    const agent = await repos.agents.findOwned(agentId, userId);
    if (!agent) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.agent]);
    return agent;
  }

  async #snapshot(repos: Pick<Repositories, 'agentSnapshots'>, agentId: string, snapshotId: string): Promise<AgentSnapshotRow> {
    const row = await repos.agentSnapshots.find(agentId, snapshotId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [snapshotId], agentConfigMessages.snapshotNotFound);
    return row;
  }
}

/** Every model, the voice and every plugin the version names must still be usable by the agent's owner. */
async function checkModelsExist(models: ModelCatalog, ownerId: string, state: AgentSnapshotData): Promise<void> {
  const wanted = MODEL_FIELDS.map(([field, type]) => [state[field] as string | null, type] as const).filter((entry): entry is readonly [string, ModelType] => entry[0] !== null);
  const configs = new Map((await models.configsByIds(wanted.map(([id]) => id))).map((row) => [row.id, row]));
  const gone: string[] = [];
  for (const [id, type] of wanted) {
    const config = configs.get(id);
    const usable = config && config.model_type === type && config.is_enabled === 1 && (config.owner_id === null || config.owner_id === ownerId);
    if (!usable) gone.push(id);
  }
  if (state.ttsVoiceId !== null && !(await models.findVoice(state.ttsVoiceId))) gone.push(state.ttsVoiceId);
  const pluginIds = state.functions.map((fn) => fn.pluginId);
  const plugins = new Set((await models.providersByIds(pluginIds)).filter((row) => row.model_type === 'Plugin').map((row) => row.id));
  gone.push(...pluginIds.filter((id) => !plugins.has(id)));
  if (gone.length > 0) throw new AppError(ErrorCode.BAD_REQUEST, [[...new Set(gone)].join(', ')], agentConfigMessages.snapshotModelGone);
}

function columnsOf(state: AgentSnapshotData): AgentPatch {
  return {
    agent_name: state.agentName,
    agent_code: state.agentCode,
    asr_model_id: state.asrModelId,
    vad_model_id: state.vadModelId,
    llm_model_id: state.llmModelId,
    slm_model_id: state.slmModelId,
    vllm_model_id: state.vllmModelId,
    tts_model_id: state.ttsModelId,
    tts_voice_id: state.ttsVoiceId,
    mem_model_id: state.memModelId,
    intent_model_id: state.intentModelId,
    tts_language: state.ttsLanguage,
    tts_volume: state.ttsVolume,
    tts_rate: state.ttsRate,
    tts_pitch: state.ttsPitch,
    system_prompt: state.systemPrompt,
    summary_memory: state.summaryMemory,
    chat_history_conf: state.chatHistoryConf,
    lang_code: state.langCode,
    language: state.language,
  };
}

function toSnapshot(row: AgentSnapshotRow): AgentSnapshot {
  let changed: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.changed_fields);
    if (Array.isArray(parsed)) changed = parsed.filter((field): field is string => typeof field === 'string');
  } catch {
    changed = [];
  }
  return {
    id: row.id,
    agentId: row.agent_id,
    versionNo: row.version_no,
    changedFields: changed,
    source: row.source,
    restoreFromVersionNo: row.restore_from_version_no,
    createdAt: formatGmt8(row.created_at),
  };
}
