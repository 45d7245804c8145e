import {
  CHAT_SUMMARY_MAX,
  ErrorCode,
  MEMORY_LONG_TERM_ID,
  MEMORY_MAC_PREFIX,
  MEMORY_RECALL_DAYS,
  MEMORY_RECALL_NODES_MAX,
  MEMORY_RECALL_VALUE_LIMIT,
  memoryMessages,
  type MemoryTask,
  type RecallAnswer,
} from '@vox/contracts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { AgentDirectory, AgentRow } from '../agents/index.ts';
import type { JobHandler, JobQueue } from '../jobs/index.ts';
import { chatWithModel } from '../models/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { parseDialog, sessionDialog, speakerIdentifier, type DialogMessage } from './dialog.ts';
import { EXISTING_NODES_IN_PROMPT, extractionPrompt, readExtraction, type Extraction } from './extraction.ts';
import { upsertValue } from './memories.service.ts';
import type { MemoryRow } from './memories.repository.ts';
import { checkIdentifier, daysAgo, noSuchAgent, noSuchMemory, normalizedHash } from './memory-rules.ts';
import { taskView } from './memory-views.ts';
import type { ModelCatalog } from '../models/index.ts';

export const MEMORY_INFER_JOB = 'memory-infer';

type UsedRepositories = Pick<Repositories, 'memories'>;

export interface MemoryRuntimeDeps {
  repos: UsedRepositories;
  /** The agent a memory belongs to (the caller's, or any for a queued extraction). */
  agentDirectory: Pick<AgentDirectory, 'findById' | 'findOwned'>;
  /** Where the candidate LLMs are found. */
  models: ModelCatalog;
  transaction: RunInTransaction<UsedRepositories>;
  params: ParamsService;
  llm: LlmClient;
  jobs: JobQueue;
  clock: Clock;
  timeoutMs: number;
}

interface InferPayload {
  taskId: string;
  dialog: DialogMessage[];
}

/** Why a task failed; keys, never the dialogue or the reply (they are not logged or stored). */
type FailReason = 'memory_gone' | 'memory_off' | 'no_model' | 'llm_failed' | 'bad_reply';

const noSuchTask = () => new AppError(ErrorCode.NOT_FOUND, [], memoryMessages.noSuchTask);
const memoryOff = () => new AppError(ErrorCode.BAD_REQUEST, [], memoryMessages.memoryOff);

/** Nodes the device prompt carries at most; values and the newest facts matter, not the whole history. */
const DEVICE_NODES_MAX = 20;

/**
 * Runtime recall and infer and their use by devices: at the end of a session the dialogue is
 * extracted by the agent's LLM into values and nodes, and the next connection's agent-models carries the recall.
 */
export class MemoryRuntime {
  readonly #deps: MemoryRuntimeDeps;

  constructor(deps: MemoryRuntimeDeps) {
    this.#deps = deps;
  }

  async #agentMemory(userId: string, agentId: string): Promise<{ agent: AgentRow; memory: MemoryRow }> {
    const agent = await this.#deps.agentDirectory.findOwned(agentId, userId);
    if (!agent) throw noSuchAgent();
    const memory = await this.#deps.repos.memories.findByAgent(agent.id);
    if (!memory) throw noSuchMemory();
    return { agent, memory };
  }

  async recall(userId: string, agentId: string, identifyId: string, limit = MEMORY_RECALL_VALUE_LIMIT): Promise<RecallAnswer> {
    const { memory } = await this.#agentMemory(userId, agentId);
    checkIdentifier(identifyId);
    if (memory.is_enabled !== 1) throw memoryOff();
    return this.recallFor(memory.id, identifyId, limit);
  }

  /**
   * Values joined with ", " per attention (its default when it has none, unless `defaults` is false: the device's
   * prompt carries only what was learnt), and the nodes of the last 7 days.
   */
  async recallFor(memoryId: string, identifyId: string, limit = MEMORY_RECALL_VALUE_LIMIT, defaults = true): Promise<RecallAnswer> {
    const { memories } = this.#deps.repos;
    const [attentions, values, nodes] = await Promise.all([
      memories.attentions(memoryId),
      memories.values(memoryId, identifyId),
      memories.nodes(memoryId, identifyId, { since: daysAgo(this.#deps.clock.now(), MEMORY_RECALL_DAYS), limit: MEMORY_RECALL_NODES_MAX }),
    ]);
    const attentionValues: Record<string, string> = {};
    for (const attention of attentions) {
      const held = values.filter((value) => value.attention_id === attention.id).slice(0, limit).map((value) => value.value);
      if (held.length || defaults) attentionValues[attention.name] = held.length ? held.join(', ') : attention.default_value;
    }
    return { attention_values: attentionValues, memory_nodes: nodes.map((node) => ({ id: node.id, content: node.content, updated_at: node.updated_at })) };
  }

  async infer(userId: string, agentId: string, identifyId: string, dialogContent: string): Promise<{ task_id: string }> {
    const { memory } = await this.#agentMemory(userId, agentId);
    checkIdentifier(identifyId);
    const dialog = parseDialog(dialogContent);
    if (!dialog) throw new AppError(ErrorCode.BAD_REQUEST, [], memoryMessages.badDialog);
    if (memory.is_enabled !== 1) throw memoryOff();
    return { task_id: await this.#startTask(memory.id, identifyId, dialog, null) };
  }

  async task(userId: string, agentId: string, taskId: string): Promise<MemoryTask> {
    const { memory } = await this.#agentMemory(userId, agentId);
    const row = await this.#deps.repos.memories.findTask(memory.id, taskId);
    if (!row) throw noSuchTask();
    return taskView(row);
  }

  async #startTask(memoryId: string, identifyId: string, dialog: DialogMessage[], sourceSessionId: string | null): Promise<string> {
    const now = isoFromNow(this.#deps.clock);
    const id = newId();
    await this.#deps.repos.memories.insertTask({ id, memory_id: memoryId, identify_id: identifyId, source_session_id: sourceSessionId, status: 'pending', error: null, values_written: 0, nodes_written: 0, created_at: now, updated_at: now });
    // One attempt: a failed extraction is reported on the task, not retried with the dialogue kept in the queue.
    await this.#deps.jobs.enqueue(MEMORY_INFER_JOB, { taskId: id, dialog } satisfies InferPayload, { maxAttempts: 1 });
    return id;
  }

  /**
   * The device server's end of session (chat-summary save) for an agent with long-term memory: the dialogue goes to
   * infer for the device (`mac_<MAC>`) and for the speaker voiceprints named, if exactly one. Off: nothing happens.
   */
  async rememberSession(agent: AgentRow, sessionId: string, messages: readonly { chat_type: number; content: string; mac_address: string }[]): Promise<void> {
    if (agent.mem_model_id !== MEMORY_LONG_TERM_ID || messages.length === 0) return;
    const memory = await this.#ensureContainer(agent);
    if (memory.is_enabled !== 1) return;
    const { dialog, speaker } = sessionDialog(messages);
    if (!dialog.some((message) => message.role === 'user')) return;
    const identifiers = [`${MEMORY_MAC_PREFIX}${messages[0]!.mac_address}`, ...(speaker ? [speakerIdentifier(speaker)] : [])];
    for (const identifyId of identifiers) await this.#startTask(memory.id, identifyId, dialog, sessionId);
  }

  async #ensureContainer(agent: AgentRow): Promise<MemoryRow> {
    const { memories } = this.#deps.repos;
    const now = isoFromNow(this.#deps.clock);
    await memories.ensureForAgent({ id: newId(), agent_id: agent.id, user_id: agent.user_id, is_enabled: 1, memory_prompt: '', created_at: now, updated_at: now });
    return (await memories.findByAgent(agent.id))!;
  }

  /**
   * `summaryMemory` for a device's connection: undefined when the agent does not use long-term memory (its own
   * summary stays), null when memory is off or knows nothing of the device, else the recall as short Chinese text.
   */
  async deviceMemory(agent: AgentRow, mac: string): Promise<string | null | undefined> {
    return this.#recallOf(agent, `${MEMORY_MAC_PREFIX}${mac}`);
  }

  /** What long-term memory recalls of one voiceprint speaker (`speaker_<name>`); undefined unless the agent uses it. */
  async speakerMemory(agent: AgentRow, speaker: string): Promise<string | null | undefined> {
    return this.#recallOf(agent, speakerIdentifier(speaker));
  }

  async #recallOf(agent: AgentRow, identifyId: string): Promise<string | null | undefined> {
    if (agent.mem_model_id !== MEMORY_LONG_TERM_ID) return undefined;
    const memory = await this.#deps.repos.memories.findByAgent(agent.id);
    if (!memory || memory.is_enabled !== 1) return null;
    return renderRecall(await this.recallFor(memory.id, identifyId, MEMORY_RECALL_VALUE_LIMIT, false));
  }

  readonly inferJob: JobHandler = async (payload) => {
    const { taskId, dialog } = payload as Partial<InferPayload>;
    const task = typeof taskId === 'string' ? await this.#deps.repos.memories.findTaskById(taskId) : undefined;
    if (!task || !Array.isArray(dialog)) return;
    const outcome = await this.#extract(task.memory_id, task.identify_id, dialog, task.id);
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.repos.memories.updateTask(task.id, 'reason' in outcome
      ? { status: 'failed', error: outcome.reason, updated_at: now }
      : { status: 'succeeded', error: null, values_written: outcome.values, nodes_written: outcome.nodes, updated_at: now });
  };

  async #extract(memoryId: string, identifyId: string, dialog: DialogMessage[], taskId: string): Promise<{ reason: FailReason } | { values: number; nodes: number }> {
    const { repos, models, params, llm, timeoutMs, clock } = this.#deps;
    const memory = await repos.memories.find(memoryId);
    const agent = memory ? await this.#deps.agentDirectory.findById(memory.agent_id) : undefined;
    if (!memory || !agent) return { reason: 'memory_gone' };
    if (memory.is_enabled !== 1) return { reason: 'memory_off' };
    await repos.memories.updateTask(taskId, { status: 'running', updated_at: isoFromNow(clock) });
    const [attentions, existing] = await Promise.all([repos.memories.attentions(memoryId), repos.memories.nodes(memoryId, identifyId, { limit: EXISTING_NODES_IN_PROMPT })]);
    const prompt = extractionPrompt(attentions, existing, dialog, memory.memory_prompt);
    const candidates = [agent.llm_model_id, (await models.preferredOfType('LLM'))?.id];
    const answer = await chatWithModel({ models, params, llm, timeoutMs }, candidates, prompt, { temperature: 0.1, maxTokens: 1500, replyLimit: 40_000 });
    if (!answer.ok) return { reason: answer.reason === 'failed' ? 'llm_failed' : 'no_model' };
    const extraction = readExtraction(answer.reply);
    if (!extraction) return { reason: 'bad_reply' };
    const task = await repos.memories.findTaskById(taskId);
    return this.#deps.transaction((tx) => write(tx, { memoryId, identifyId, attentions, extraction, sourceSessionId: task?.source_session_id ?? null, now: isoFromNow(clock) }));
  }
}

interface WriteInput {
  memoryId: string;
  identifyId: string;
  attentions: Awaited<ReturnType<Repositories['memories']['attentions']>>;
  extraction: Extraction;
  sourceSessionId: string | null;
  now: string;
}

/** Writes an extraction: values of known attentions only; a node saying the same as one held updates it. */
async function write(tx: Pick<Repositories, 'memories'>, input: WriteInput): Promise<{ values: number; nodes: number }> {
  const { memoryId, identifyId, extraction, now } = input;
  let values = 0;
  for (const [name, list] of extraction.values) {
    const attention = input.attentions.find((candidate) => candidate.name === name);
    if (!attention) continue;
    for (const value of attention.is_single_value === 1 ? list.slice(0, 1) : list) {
      try {
        if (await upsertValue(tx, attention, identifyId, value, now)) values += 1;
      } catch (error) {
        if (error instanceof AppError) break; // the attention is full; the rest of the extraction still lands
        throw error;
      }
    }
  }
  let nodes = 0;
  const seen = new Set<string>();
  for (const node of extraction.nodes) {
    const hash = normalizedHash(node.content);
    if (seen.has(hash)) continue;
    seen.add(hash);
    const corrected = node.replaces ? await tx.memories.findNode(memoryId, identifyId, node.replaces) : undefined;
    const same = corrected ?? (await tx.memories.findNodeByHash(memoryId, identifyId, hash));
    if (same) {
      await tx.memories.updateNode(same.id, { content: node.content, content_hash: hash, updated_at: now, ...(input.sourceSessionId ? { source_session_id: input.sourceSessionId } : {}) });
    } else {
      await tx.memories.insertNode({ id: newId(), memory_id: memoryId, identify_id: identifyId, content: node.content, content_hash: hash, source_session_id: input.sourceSessionId, created_at: now, updated_at: now });
    }
    nodes += 1;
  }
  return { values, nodes };
}

/** The recall as the short Chinese text the device's prompt carries (`summaryMemory`); null when it is empty. */
export function renderRecall(recall: RecallAnswer): string | null {
  const facts = Object.entries(recall.attention_values).filter(([, value]) => value.trim());
  const nodes = recall.memory_nodes.slice(0, DEVICE_NODES_MAX);
  if (facts.length === 0 && nodes.length === 0) return null;
  const lines = ['以下是你对当前用户的记忆，请在对话中自然地运用，不要逐条复述：'];
  if (facts.length) lines.push(`用户信息：${facts.map(([name, value]) => `${name}：${value}`).join('；')}`);
  if (nodes.length) lines.push('近期记住的事：', ...nodes.map((node) => `- ${node.content}`));
  return [...lines.join('\n')].slice(0, CHAT_SUMMARY_MAX).join('');
}
