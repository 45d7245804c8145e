import type { providerBody, providerUpdateBody} from '@vox/contracts';
import { ErrorCode, type ModelProvider, type PageData, type ProviderListQuery } from '@vox/contracts';
import type { z } from 'zod';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { canonicalModelType } from './model-types.ts';
import { toModelProvider } from './models.service.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'providers'>;

const PROVIDER: Localized = { zh_CN: '供应器', zh_TW: '供應器', en: 'Provider', de: 'Anbieter', vi: 'Nhà cung cấp', pt_BR: 'Provedor' };

const named = (code: string): Localized => ({ zh_CN: `供应器 ${code} `, zh_TW: `供應器 ${code} `, en: `Provider ${code}`, de: `Anbieter ${code}`, vi: `Nhà cung cấp ${code}`, pt_BR: `Provedor ${code}` });

export interface ProvidersDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

/** Provider management: the forms model configs are filled from. */
export class ProvidersService {
  readonly #deps: ProvidersDeps;

  constructor(deps: ProvidersDeps) {
    this.#deps = deps;
  }

  async list({ modelType, name, page, limit }: ProviderListQuery): Promise<PageData<ModelProvider>> {
    const type = modelType === '' ? '' : (canonicalModelType(modelType) ?? modelType);
    const result = await this.#deps.repos.providers.list(type, name, { page, limit });
    return { total: result.total, list: result.list.map(toModelProvider) };
  }

  #type(modelType: string) {
    const type = canonicalModelType(modelType);
    if (!type || modelType.trim().toLowerCase() === 'slm') throw new AppError(ErrorCode.MODEL_TYPE_PROVIDER_EMPTY);
    return type;
  }

  async create(body: z.output<typeof providerBody>, updater: string): Promise<ModelProvider> {
    const { repos, clock } = this.#deps;
    const type = this.#type(body.modelType);
    if (await repos.providers.findByCode(type, body.providerCode)) throw new AppError(ErrorCode.EXISTS, [PROVIDER]);
    const now = isoFromNow(clock);
    const id = newId();
    await repos.providers.insert({
      id, model_type: type, provider_code: body.providerCode, name: body.name, fields: JSON.stringify(body.fields), sort: body.sort,
      creator: updater, updater, created_at: now, updated_at: now,
    });
    return toModelProvider((await repos.providers.find(id))!);
  }

  async update(body: z.output<typeof providerUpdateBody>, updater: string): Promise<ModelProvider> {
    const { repos, clock } = this.#deps;
    const type = this.#type(body.modelType);
    const row = await repos.providers.find(body.id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [PROVIDER]);
    const clash = await repos.providers.findByCode(type, body.providerCode);
    if (clash && clash.id !== row.id) throw new AppError(ErrorCode.EXISTS, [PROVIDER]);
    // Renaming the code or moving the type would orphan the configs built on it.
    const moved = row.model_type !== type || row.provider_code !== body.providerCode;
    if (moved && (await repos.providers.configCount(row)) > 0) throw new AppError(ErrorCode.IN_USE, [PROVIDER]);
    await repos.providers.update(row.id, {
      model_type: type, provider_code: body.providerCode, name: body.name, fields: JSON.stringify(body.fields), sort: body.sort,
      updater, updated_at: isoFromNow(clock),
    });
    return toModelProvider((await repos.providers.find(row.id))!);
  }

  /** All or nothing: a provider still used by a config refuses the whole batch (613). */
  async delete(ids: readonly string[]): Promise<void> {
    await this.#deps.transaction(async (trx) => {
      for (const id of ids) {
        const row = await trx.providers.find(id);
        if (row && (await trx.providers.configCount(row)) > 0) throw new AppError(ErrorCode.IN_USE, [named(row.provider_code)]);
      }
      if ((await trx.providers.delete(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
    });
  }
}
