import type { modelConfigBody} from '@vox/contracts';
import { ErrorCode, listSortOf, MODEL_CONFIG_USUAL_SORT, type ModelConfig, type ModelListQuery, type ModelProvider, type PageData } from '@vox/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { dropMaskedSecrets, maskConfig, mergeConfig } from '../../lib/secret-masking.ts';
import { parseFields, validateConfig } from './config-validation.ts';
import { canonicalModelType } from './model-types.ts';
import type { AgentModelUse } from './agent-model-use.ts';
import type { ModelConfigRow } from './models.repository.ts';
import { toModelProvider } from './models.service.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'modelConfigs' | 'models' | 'providers'>;

type Body = z.output<typeof modelConfigBody>;

export interface ModelAdminDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
  /** A config some agent uses is not deleted. */
  agents: Pick<AgentModelUse, 'namesUsingModel'>;
  /**
   * Told after a public config of this type was created, edited, enabled, disabled or made the default: the
   * knowledge base re-embeds its segments when the default Embedding model changes.
   */
  changed?: (modelType: string) => Promise<void>;
}

export function toModelConfig(row: ModelConfigRow): ModelConfig {
  return {
    id: row.id,
    modelType: row.model_type,
    modelCode: row.model_code,
    modelName: row.model_name,
    isDefault: row.is_default,
    isEnabled: row.is_enabled,
    configJson: maskConfig(parseJsonObject(row.config_json)),
    docLink: row.doc_link,
    remark: row.remark,
    sort: row.sort,
    createDate: formatGmt8(row.created_at),
    updateDate: formatGmt8(row.updated_at),
  };
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, [RESOURCE.model]);

/** Administrators' model configuration; private models are not theirs to see here. */
export class ModelAdminService {
  readonly #deps: ModelAdminDeps;

  constructor(deps: ModelAdminDeps) {
    this.#deps = deps;
  }

  async list({ modelType, modelName, page, limit, ...asked }: ModelListQuery): Promise<PageData<ModelConfig>> {
    const result = await this.#deps.repos.modelConfigs.listPublic(modelType, modelName, listSortOf(asked, MODEL_CONFIG_USUAL_SORT), { page, limit });
    return { total: result.total, list: result.list.map(toModelConfig) };
  }

  async providerTypes(modelType: string): Promise<ModelProvider[]> {
    const type = canonicalModelType(modelType);
    return type ? (await this.#deps.repos.models.providersOfType(type)).map(toModelProvider) : [];
  }

  async get(id: string): Promise<ModelConfig> {
    const row = await this.#deps.repos.modelConfigs.findPublic(id);
    if (!row) throw notFound();
    return toModelConfig(row);
  }

  async #provider(modelType: string, provideCode: string) {
    const type = canonicalModelType(modelType);
    // SLM is a choice in the agent form, not a stored type.
    if (!type || modelType.trim().toLowerCase() === 'slm') throw new AppError(ErrorCode.MODEL_TYPE_PROVIDER_EMPTY);
    const provider = await this.#deps.repos.providers.findByCode(type, provideCode);
    if (!provider) throw new AppError(ErrorCode.PROVIDER_NOT_FOUND);
    return { type, provider };
  }

  /** isDefault is ignored on create, as upstream (quirk 2): the default only moves through `PUT /models/default/{id}`. */
  async create(modelType: string, provideCode: string, body: Body, updater: string): Promise<ModelConfig> {
    const { repos, clock } = this.#deps;
    const { type, provider } = await this.#provider(modelType, provideCode);
    const config = validateConfig(parseFields(provider.fields), dropMaskedSecrets(body.configJson), provider.provider_code);
    const id = body.id || newId();
    if (await repos.modelConfigs.exists(id)) throw new AppError(ErrorCode.EXISTS, [RESOURCE.model]);
    const now = isoFromNow(clock);
    await repos.modelConfigs.insert({
      id,
      model_type: type,
      model_code: body.modelCode ?? '',
      model_name: body.modelName,
      is_default: 0,
      is_enabled: body.isEnabled,
      config_json: JSON.stringify(config),
      doc_link: body.docLink || null,
      remark: body.remark || null,
      sort: body.sort,
      creator: updater,
      updater,
      created_at: now,
      updated_at: now,
      owner_id: null,
    });
    await this.#deps.changed?.(type);
    return this.get(id);
  }

  /** Edit keeps modelCode, isDefault and docLink and any secret sent back masked. */
  async update(modelType: string, provideCode: string, id: string, body: Body, updater: string): Promise<ModelConfig> {
    const { repos, clock } = this.#deps;
    const { type, provider } = await this.#provider(modelType, provideCode);
    const row = await repos.modelConfigs.findPublic(id);
    if (!row || row.model_type !== type) throw notFound();
    if (row.is_default === 1 && body.isEnabled === 0) throw new AppError(ErrorCode.DEFAULT_MODEL_DISABLE);
    const stored = parseJsonObject(row.config_json);
    const merged = mergeConfig(stored, body.configJson);
    const config = validateConfig(parseFields(provider.fields), merged, provider.provider_code, new Set(Object.keys(stored)));
    await repos.modelConfigs.update(id, {
      model_name: body.modelName,
      is_enabled: body.isEnabled,
      config_json: JSON.stringify(config),
      remark: body.remark || null,
      sort: body.sort,
      updater,
      updated_at: isoFromNow(clock),
    });
    await this.#deps.changed?.(type);
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    const { repos } = this.#deps;
    const row = await repos.modelConfigs.findPublic(id);
    if (!row) throw notFound();
    if (row.is_default === 1) throw new AppError(ErrorCode.DEFAULT_MODEL_DELETE);
    const agents = await this.#deps.agents.namesUsingModel(id);
    if (agents.length > 0) throw new AppError(ErrorCode.MODEL_IN_USE, [agents.join('、')]);
    if (row.model_type === 'LLM' && (await repos.modelConfigs.intentConfigsUsing(id)) > 0) throw new AppError(ErrorCode.LLM_REFERENCED_BY_INTENT);
    await this.#deps.transaction((trx) => trx.modelConfigs.delete(id));
  }

  async setEnabled(id: string, status: number, updater: string): Promise<void> {
    const row = await this.#deps.repos.modelConfigs.findPublic(id);
    if (!row) throw notFound();
    if (row.is_default === 1 && status === 0) throw new AppError(ErrorCode.DEFAULT_MODEL_DISABLE);
    await this.#deps.repos.modelConfigs.update(id, { is_enabled: status, updater, updated_at: isoFromNow(this.#deps.clock) });
    await this.#deps.changed?.(row.model_type);
  }

  async setDefault(id: string, updater: string): Promise<void> {
    const row = await this.#deps.repos.modelConfigs.findPublic(id);
    if (!row) throw notFound();
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.transaction((trx) => trx.modelConfigs.makeDefault(id, row.model_type, now, updater));
    await this.#deps.changed?.(row.model_type);
  }
}
