import type {
  v1ModelCreateBody,
  v1ModelUpdateBody} from '@vox/contracts';
import {
  ErrorCode,
  type V1AgentModels,
  type V1Model,
  type V1ModelChoice,
  type V1ProvideType,
} from '@vox/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { Repositories } from '../repositories.ts';
import { maskConfig, mergeConfig } from '../../lib/secret-masking.ts';
import { parseFields } from './config-validation.ts';
import { canonicalModelType } from './model-types.ts';
import type { AgentModelUse } from './agent-model-use.ts';
import type { ModelConfigRow } from './models.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'modelConfigs' | 'models' | 'providers'>;

/** Users may own OpenAI-compatible LLMs only. */
const PRIVATE_TYPE = 'LLM';
const PRIVATE_PROVIDER = 'openai';

export function toV1Model(row: ModelConfigRow): V1Model {
  return {
    id: row.id,
    model_type: row.model_type.toLowerCase(),
    name: row.model_name,
    config: maskConfig(parseJsonObject(row.config_json)),
    comment: row.remark,
    is_enabled: row.is_enabled === 1,
    is_private: row.owner_id !== null,
    created_at: formatGmt8(row.created_at),
    updated_at: formatGmt8(row.updated_at),
  };
}

const choice = (row: ModelConfigRow): V1ModelChoice => ({
  id: row.id,
  name: row.model_name,
  type: String(parseJsonObject(row.config_json).type ?? ''),
  comment: row.remark,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, [RESOURCE.model]);

function privateType(modelType: string | undefined): void {
  if (modelType !== undefined && canonicalModelType(modelType) !== PRIVATE_TYPE) throw new AppError(ErrorCode.PRIVATE_MODEL_TYPE);
}

/** Drops absent values so the stored JSON only holds what was set. */
const compact = (config: Record<string, unknown>) => Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));

/** "模型「我的Qwen」（智能体：小智、小美）": what is in use and by which agents, in the message of 613. */
const usedBy = (name: string, agents: readonly string[]) => ({
  zh_CN: `模型「${name}」（智能体：${agents.join('、')}）`,
  zh_TW: `模型「${name}」（智能體：${agents.join('、')}）`,
  en: `Model "${name}" (agents: ${agents.join(', ')})`,
  de: `Modell „${name}“ (Agenten: ${agents.join(', ')})`,
  vi: `Mô hình “${name}” (agent: ${agents.join(', ')})`,
  pt_BR: `Modelo “${name}” (agentes: ${agents.join(', ')})`,
});

/** A user's own models through /v1; another user's id answers as missing. */
export class PrivateModelsService {
  readonly #repos: UsedRepositories;
  readonly #clock: Clock;
  readonly #agents: Pick<AgentModelUse, 'namesUsingModel'>;

  /** `agents`: a model some agent uses is not deleted. */
  constructor(repos: UsedRepositories, clock: Clock, agents: Pick<AgentModelUse, 'namesUsingModel'>) {
    this.#repos = repos;
    this.#clock = clock;
    this.#agents = agents;
  }

  async list(userId: string, modelType: string): Promise<V1Model[]> {
    if (modelType !== '' && canonicalModelType(modelType) === undefined) return [];
    const rows = await this.#repos.modelConfigs.ownedBy(userId, modelType === '' ? null : canonicalModelType(modelType)!);
    return rows.map(toV1Model);
  }

  async get(userId: string, id: string): Promise<V1Model> {
    const row = await this.#repos.modelConfigs.findOwned(id, userId);
    if (!row) throw notFound();
    return toV1Model(row);
  }

  async create(userId: string, modelType: string, body: z.output<typeof v1ModelCreateBody>): Promise<V1Model> {
    privateType(modelType);
    if (await this.#repos.modelConfigs.ownerHasName(userId, body.name, null)) throw new AppError(ErrorCode.EXISTS, [body.name]);
    const id = newId();
    const now = isoFromNow(this.#clock);
    await this.#repos.modelConfigs.insert({
      id,
      model_type: PRIVATE_TYPE,
      model_code: PRIVATE_PROVIDER,
      model_name: body.name,
      is_default: 0,
      is_enabled: 1,
      config_json: JSON.stringify(compact({ ...body.config, api_key: body.config.api_key ?? '' })),
      doc_link: null,
      remark: body.comment || null,
      sort: 0,
      creator: userId,
      updater: userId,
      created_at: now,
      updated_at: now,
      owner_id: userId,
    });
    return this.get(userId, id);
  }

  /** A masked api_key sent back keeps the stored key; an absent one too. */
  async update(userId: string, id: string, body: z.output<typeof v1ModelUpdateBody>): Promise<void> {
    privateType(body.model_type);
    const row = await this.#repos.modelConfigs.findOwned(id, userId);
    if (!row) throw notFound();
    if (await this.#repos.modelConfigs.ownerHasName(userId, body.name, id)) throw new AppError(ErrorCode.EXISTS, [body.name]);
    const config = compact(mergeConfig(parseJsonObject(row.config_json), body.config));
    await this.#repos.modelConfigs.update(id, {
      model_name: body.name,
      config_json: JSON.stringify(config),
      remark: body.comment || null,
      ...(body.is_enabled === undefined ? {} : { is_enabled: body.is_enabled ? 1 : 0 }),
      updater: userId,
      updated_at: isoFromNow(this.#clock),
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    const row = await this.#repos.modelConfigs.findOwned(id, userId);
    if (!row) throw notFound();
    const agents = await this.#agents.namesUsingModel(id);
    if (agents.length > 0) throw new AppError(ErrorCode.IN_USE, [usedBy(row.model_name, agents)]);
    await this.#repos.modelConfigs.delete(id);
  }

  /** The provider forms a user may fill: the OpenAI-compatible LLM only. */
  async provideTypes(modelType: string): Promise<V1ProvideType[]> {
    if (canonicalModelType(modelType) !== PRIVATE_TYPE) return [];
    const provider = await this.#repos.providers.findByCode(PRIVATE_TYPE, PRIVATE_PROVIDER);
    return provider ? [{ type: provider.provider_code, name: provider.name, fields: parseFields(provider.fields) }] : [];
  }

  async agentModels(userId: string, modelType: string): Promise<V1AgentModels> {
    const type = canonicalModelType(modelType);
    if (!type) return { publics: [], privates: [] };
    const publics = await this.#repos.models.enabledOfType(type, '');
    const rows = await this.#repos.modelConfigs.configsForChoices(publics.map((row) => row.id));
    const privates = (await this.#repos.modelConfigs.ownedBy(userId, type)).filter((row) => row.is_enabled === 1);
    return { publics: rows.map(choice), privates: privates.map(choice) };
  }
}
