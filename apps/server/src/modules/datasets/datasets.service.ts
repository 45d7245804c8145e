import { datasetMessages, DEFAULT_SCORE_THRESHOLD, DEFAULT_TOP_K, ErrorCode, type Dataset, type DatasetFields, type PageData, type PageQuery } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetAgents } from './dataset-agents.ts';
import { datasetView, type DatasetInUse } from './dataset-views.ts';
import type { DatasetWithCounts } from './datasets.repository.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'datasets'>;

export const noSuchDataset = () => new AppError(ErrorCode.NOT_FOUND, [], datasetMessages.noSuchDataset);
const existing = () => new AppError(ErrorCode.EXISTS, [], datasetMessages.existingDataset);

/** A user's knowledge bases; every call is scoped to the owner. */
export class DatasetsService {
  readonly #repos: UsedRepositories;
  readonly #clock: Clock;
  readonly #agents: DatasetAgents;

  constructor(repos: UsedRepositories, clock: Clock, agents: DatasetAgents) {
    this.#repos = repos;
    this.#clock = clock;
    this.#agents = agents;
  }

  async list(userId: string): Promise<Dataset[]> {
    return (await this.#inUse(await this.#repos.datasets.listByUser(userId))).map(datasetView);
  }

  /** The rows with how many agents each is bound to, asked for all of them at once. */
  async #inUse(rows: DatasetWithCounts[]): Promise<DatasetInUse[]> {
    const counts = rows.length > 0 ? await this.#agents.bindings.agentCounts(rows.map((row) => row.id)) : new Map<string, number>();
    return rows.map((row) => ({ ...row, agent_count: counts.get(row.id) ?? 0 }));
  }

  /** The owner's knowledge bases as stored, for modules that show them their own way. */
  rows(userId: string): Promise<DatasetWithCounts[]> {
    return this.#repos.datasets.listByUser(userId);
  }

  /** One page of the owner's knowledge bases as stored, optionally those whose name contains `name`. */
  page(userId: string, name: string | undefined, page: PageQuery): Promise<PageData<DatasetWithCounts>> {
    return this.#repos.datasets.pageByUser(userId, name, page);
  }

  /** The owner's dataset row, or 612 exactly as for a dataset that does not exist. */
  async owned(userId: string, id: string): Promise<DatasetWithCounts> {
    const row = await this.#repos.datasets.findOwned(userId, id);
    if (!row) throw noSuchDataset();
    return row;
  }

  async get(userId: string, id: string): Promise<Dataset> {
    const [row] = await this.#inUse([await this.owned(userId, id)]);
    return datasetView(row!);
  }

  async create(userId: string, body: DatasetFields): Promise<Dataset> {
    const now = isoFromNow(this.#clock);
    const id = newId();
    const retrieval = body.retrieval_model ?? {};
    try {
      await this.#repos.datasets.insert({
        id,
        user_id: userId,
        name: body.name,
        description: body.desc ?? '',
        top_k: retrieval.top_k ?? DEFAULT_TOP_K,
        score_threshold: retrieval.score_threshold ?? DEFAULT_SCORE_THRESHOLD,
        search_method: retrieval.search_method ?? null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.get(userId, id);
  }

  async update(userId: string, id: string, body: DatasetFields): Promise<Dataset> {
    const current = await this.owned(userId, id);
    const retrieval = body.retrieval_model ?? {};
    try {
      await this.#repos.datasets.update(id, {
        name: body.name,
        description: body.desc ?? '',
        top_k: retrieval.top_k ?? current.top_k,
        score_threshold: retrieval.score_threshold ?? current.score_threshold,
        search_method: retrieval.search_method === undefined ? current.search_method : retrieval.search_method,
        updated_at: isoFromNow(this.#clock),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.get(userId, id);
  }

  /** The owner's dataset row, refused (613) while an agent uses it. */
  async unused(userId: string, id: string): Promise<DatasetWithCounts> {
    const row = await this.owned(userId, id);
    const agents = await this.#agentNames(id);
    if (agents.length > 0) throw new AppError(ErrorCode.IN_USE, [agents.join('、')], datasetMessages.datasetInUse);
    return row;
  }

  /** Refused (613) while an agent uses it or it still has documents. */
  async delete(userId: string, id: string): Promise<void> {
    const row = await this.unused(userId, id);
    if (row.document_count > 0) throw new AppError(ErrorCode.IN_USE, [row.document_count], datasetMessages.datasetNotEmpty);
    await this.#agents.bindings.unbindDataset(id);
    await this.#repos.datasets.delete(id);
  }

  /** Names of the agents bound to the knowledge base, in name order (for the in-use refusal). */
  async #agentNames(datasetId: string): Promise<string[]> {
    const ids = await this.#agents.bindings.agentIdsOf(datasetId);
    if (ids.length === 0) return [];
    const names = (await this.#agents.names(ids)).map((row) => row.agent_name);
    return names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
}
