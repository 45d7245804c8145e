import {
  ErrorCode,
  MEMORY_ATTENTIONS_MAX,
  MEMORY_MAC_PREFIX,
  MEMORY_NODES_LIST_MAX,
  MEMORY_VALUES_PER_ATTENTION_MAX,
  memoryMessages,
  normalizeMac,
  type Attention,
  type AttentionCreateBody,
  type AttentionListItem,
  type AttentionUpdateBody,
  type IdentifierAttentionValues,
  type MemoryContainer,
  type MemoryCreateBody,
  type MemoryIdentifier,
  type MemoryNode,
  type MemoryUpdateBody,
} from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import type { AgentDirectory } from '../agents/index.ts';
import type { DeviceDirectory } from '../devices/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { AttentionRow, MemoryRow } from './memories.repository.ts';
import { checkIdentifier, daysAgo, noSuchAgent, noSuchAttention, noSuchMemory, noSuchNode, normalizedHash } from './memory-rules.ts';
import { attentionListView, attentionView, containerView, nodeView } from './memory-views.ts';

type UsedRepositories = Pick<Repositories, 'memories'>;

export interface MemoriesDeps {
  repos: UsedRepositories;
  /** The caller's agent a memory belongs to. */
  agentDirectory: Pick<AgentDirectory, 'findOwned'>;
  /** Names the devices a memory's `mac_` identifiers stand for. */
  devices: Pick<DeviceDirectory, 'listForAgent'>;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

const existingAttention = (name: string) => new AppError(ErrorCode.EXISTS, [name], memoryMessages.existingAttention);

/** The /v1/memories API; every call is scoped to the owner of the container. */
export class MemoriesService {
  readonly #deps: MemoriesDeps;

  constructor(deps: MemoriesDeps) {
    this.#deps = deps;
  }

  #now(): string {
    return isoFromNow(this.#deps.clock);
  }

  /** The owner's container, or 612 exactly as for one that does not exist. */
  async owned(userId: string, memoryId: string): Promise<MemoryRow> {
    const row = await this.#deps.repos.memories.findOwned(userId, memoryId);
    if (!row) throw noSuchMemory();
    return row;
  }

  async create(userId: string, body: MemoryCreateBody): Promise<MemoryContainer> {
    const { repos } = this.#deps;
    const agent = await this.#deps.agentDirectory.findOwned(body.agent_id, userId);
    if (!agent) throw noSuchAgent();
    const now = this.#now();
    const row: MemoryRow = { id: newId(), agent_id: agent.id, user_id: userId, is_enabled: body.enabled === false ? 0 : 1, memory_prompt: body.memory_prompt ?? '', created_at: now, updated_at: now };
    if (await repos.memories.findByAgent(agent.id)) throw new AppError(ErrorCode.EXISTS, [], memoryMessages.existingMemory);
    try {
      await repos.memories.insert(row);
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError(ErrorCode.EXISTS, [], memoryMessages.existingMemory) : error;
    }
    return containerView(row);
  }

  async get(userId: string, memoryId: string): Promise<MemoryContainer> {
    return containerView(await this.owned(userId, memoryId));
  }

  async ofAgent(userId: string, agentId: string): Promise<MemoryContainer> {
    const agent = await this.#deps.agentDirectory.findOwned(agentId, userId);
    if (!agent) throw noSuchAgent();
    const row = await this.#deps.repos.memories.findByAgent(agent.id);
    if (!row) throw noSuchMemory();
    return containerView(row);
  }

  async update(userId: string, memoryId: string, body: MemoryUpdateBody): Promise<MemoryContainer> {
    const row = await this.owned(userId, memoryId);
    const changes = {
      ...(body.enabled === undefined ? {} : { is_enabled: body.enabled ? 1 : 0 }),
      ...(body.memory_prompt === undefined ? {} : { memory_prompt: body.memory_prompt }),
      updated_at: this.#now(),
    };
    await this.#deps.repos.memories.update(row.id, changes);
    return containerView({ ...row, ...changes });
  }

  // Attentions

  async attentions(userId: string, memoryId: string): Promise<AttentionListItem[]> {
    const memory = await this.owned(userId, memoryId);
    return (await this.#deps.repos.memories.attentions(memory.id)).map(attentionListView);
  }

  async #attention(memoryId: string, attentionId: string): Promise<AttentionRow> {
    const row = await this.#deps.repos.memories.findAttention(memoryId, attentionId);
    if (!row) throw noSuchAttention();
    return row;
  }

  async createAttention(userId: string, memoryId: string, body: AttentionCreateBody): Promise<Attention> {
    const memory = await this.owned(userId, memoryId);
    const now = this.#now();
    const row: AttentionRow = {
      id: newId(),
      memory_id: memory.id,
      name: body.name.trim(),
      description: body.description.trim(),
      default_value: body.default_value?.trim() ?? '',
      is_single_value: body.is_single_value ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    await this.#deps.transaction(async (tx) => {
      if ((await tx.memories.countAttentions(memory.id)) >= MEMORY_ATTENTIONS_MAX) throw new AppError(ErrorCode.BAD_REQUEST, [MEMORY_ATTENTIONS_MAX], memoryMessages.tooManyAttentions);
      if ((await tx.memories.attentions(memory.id)).some((other) => other.name === row.name)) throw existingAttention(row.name);
      await tx.memories.insertAttention(row);
    });
    return attentionView(row);
  }

  async updateAttention(userId: string, memoryId: string, attentionId: string, body: AttentionUpdateBody): Promise<Attention> {
    const memory = await this.owned(userId, memoryId);
    const current = await this.#attention(memory.id, attentionId);
    const next: AttentionRow = {
      ...current,
      ...(body.name === undefined ? {} : { name: body.name.trim() }),
      ...(body.description === undefined ? {} : { description: body.description.trim() }),
      ...(body.default_value === undefined ? {} : { default_value: body.default_value.trim() }),
      ...(body.is_single_value === undefined ? {} : { is_single_value: body.is_single_value ? 1 : 0 }),
      updated_at: this.#now(),
    };
    if (next.name !== current.name && (await this.#deps.repos.memories.attentions(memory.id)).some((other) => other.name === next.name)) throw existingAttention(next.name);
    try {
      await this.#deps.repos.memories.updateAttention(current.id, next);
    } catch (error) {
      throw isUniqueViolation(error) ? existingAttention(next.name) : error;
    }
    return attentionView(next);
  }

  async deleteAttention(userId: string, memoryId: string, attentionId: string): Promise<void> {
    const memory = await this.owned(userId, memoryId);
    const row = await this.#attention(memory.id, attentionId);
    await this.#deps.transaction((tx) => tx.memories.deleteAttention(row.id));
  }

  // Identifiers and values

  /** Whom the memory knows; `mac_` identifiers carry the name of the agent's device with that MAC. */
  async identifiers(userId: string, memoryId: string): Promise<MemoryIdentifier[]> {
    const memory = await this.owned(userId, memoryId);
    const devices = await this.#deps.devices.listForAgent(userId, memory.agent_id);
    const names = new Map(devices.map((device) => [device.mac_address, device.alias?.trim() || device.board || device.mac_address]));
    return (await this.#deps.repos.memories.identifiers(memory.id)).map((row) => ({
      ...row,
      device_name: row.identify_id.startsWith(MEMORY_MAC_PREFIX) ? (names.get(normalizeMac(row.identify_id.slice(MEMORY_MAC_PREFIX.length))) ?? null) : null,
    }));
  }

  async wipeIdentifier(userId: string, memoryId: string, identifyId: string): Promise<void> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    await this.#deps.transaction((tx) => tx.memories.deleteIdentifier(memory.id, identifyId));
  }

  async values(userId: string, memoryId: string, identifyId: string): Promise<IdentifierAttentionValues[]> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const [attentions, values] = await Promise.all([this.#deps.repos.memories.attentions(memory.id), this.#deps.repos.memories.values(memory.id, identifyId)]);
    return attentions.map((attention) => ({
      id: attention.id,
      name: attention.name,
      description: attention.description,
      is_single_value: attention.is_single_value === 1,
      values: values.filter((value) => value.attention_id === attention.id).map((value) => value.value),
    }));
  }

  /** Upsert: a single-value attention is overwritten; a multi-value one gains the value, or bumps it if held. */
  async addValue(userId: string, memoryId: string, identifyId: string, attentionId: string, value: string): Promise<void> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const attention = await this.#attention(memory.id, attentionId);
    await this.#deps.transaction((tx) => upsertValue(tx, attention, identifyId, value.trim(), this.#now()));
  }

  /** Replace all: `[]` clears; a single-value attention takes at most one. */
  async replaceValues(userId: string, memoryId: string, identifyId: string, attentionId: string, values: readonly string[]): Promise<void> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const attention = await this.#attention(memory.id, attentionId);
    const distinct = [...new Set(values.map((value) => value.trim()))];
    if (attention.is_single_value === 1 && distinct.length > 1) throw new AppError(ErrorCode.BAD_REQUEST, [], memoryMessages.singleValue);
    const now = this.#now();
    await this.#deps.transaction(async (tx) => {
      await tx.memories.clearValues(attention.id, identifyId);
      for (const value of distinct) {
        await tx.memories.insertValue({ id: newId(), memory_id: attention.memory_id, attention_id: attention.id, identify_id: identifyId, value, created_at: now, updated_at: now });
      }
    });
  }

  // Nodes

  async createNode(userId: string, memoryId: string, identifyId: string, content: string, sourceSessionId?: string | null): Promise<MemoryNode> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const now = this.#now();
    const text = content.trim();
    const row = { id: newId(), memory_id: memory.id, identify_id: identifyId, content: text, content_hash: normalizedHash(text), source_session_id: sourceSessionId ?? null, created_at: now, updated_at: now };
    await this.#deps.repos.memories.insertNode(row);
    return nodeView(row);
  }

  async nodes(userId: string, memoryId: string, identifyId: string, query: { last_days?: number | undefined; keyword?: string | undefined }): Promise<MemoryNode[]> {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const rows = await this.#deps.repos.memories.nodes(memory.id, identifyId, {
      ...(query.last_days ? { since: daysAgo(this.#deps.clock.now(), query.last_days) } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
      limit: MEMORY_NODES_LIST_MAX,
    });
    return rows.map(nodeView);
  }

  async #node(userId: string, memoryId: string, identifyId: string, nodeId: string) {
    const memory = await this.owned(userId, memoryId);
    checkIdentifier(identifyId);
    const row = await this.#deps.repos.memories.findNode(memory.id, identifyId, nodeId);
    if (!row) throw noSuchNode();
    return row;
  }

  async node(userId: string, memoryId: string, identifyId: string, nodeId: string): Promise<MemoryNode> {
    return nodeView(await this.#node(userId, memoryId, identifyId, nodeId));
  }

  async updateNode(userId: string, memoryId: string, identifyId: string, nodeId: string, content: string): Promise<MemoryNode> {
    const row = await this.#node(userId, memoryId, identifyId, nodeId);
    const text = content.trim();
    const changes = { content: text, content_hash: normalizedHash(text), updated_at: this.#now() };
    await this.#deps.repos.memories.updateNode(row.id, changes);
    return nodeView({ ...row, ...changes });
  }

  async deleteNode(userId: string, memoryId: string, identifyId: string, nodeId: string): Promise<void> {
    const row = await this.#node(userId, memoryId, identifyId, nodeId);
    await this.#deps.repos.memories.deleteNode(row.id);
  }
}

/** One value into an attention for an identifier (the API's POST and infer's writes); false when nothing changed. */
export async function upsertValue(repos: Pick<Repositories, 'memories'>, attention: AttentionRow, identifyId: string, value: string, now: string): Promise<boolean> {
  const held = await repos.memories.valuesOf(attention.id, identifyId);
  const same = held.find((row) => row.value === value);
  if (attention.is_single_value === 1) {
    if (same && held.length === 1) {
      await repos.memories.touchValue(same.id, now);
      return false;
    }
    await repos.memories.clearValues(attention.id, identifyId);
  } else if (same) {
    await repos.memories.touchValue(same.id, now);
    return false;
  } else if (held.length >= MEMORY_VALUES_PER_ATTENTION_MAX) {
    throw new AppError(ErrorCode.BAD_REQUEST, [MEMORY_VALUES_PER_ATTENTION_MAX], memoryMessages.tooManyValues);
  }
  await repos.memories.insertValue({ id: newId(), memory_id: attention.memory_id, attention_id: attention.id, identify_id: identifyId, value, created_at: now, updated_at: now });
  return true;
}
