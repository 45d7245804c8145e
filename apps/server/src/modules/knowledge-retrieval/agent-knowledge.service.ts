import { KNOWLEDGE_PLUGIN_KEY, KNOWLEDGE_PSEUDO_PLUGIN, parsePublicUrl, PUBLIC_URL_PARAM, type ModelProvider } from '@vox/contracts';
import type { Selectable } from 'kysely';
import type { DatasetsTable } from '../datasets/index.ts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { DatasetCatalog, DatasetsService } from '../datasets/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import { datasetsOfAgent } from './bound-datasets.ts';
import { bindingText, RetrievalKeys } from './retrieval-keys.ts';

type DatasetRow = Selectable<DatasetsTable>;

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'agentDatasets' | 'agentRetrievalKeys'>;

/** What the LLM reads to decide when to call the function; one knowledge base's own description is cut here. */
const DESCRIPTION_PART_MAX = 80;
const DESCRIPTION_MAX = 600;

export interface AgentKnowledgeDeps {
  repos: UsedRepositories;
  datasets: Pick<DatasetsService, 'rows'>;
  /** The knowledge bases an agent's bindings name. */
  catalog: Pick<DatasetCatalog, 'byIds'>;
  secrets: SecretBox;
  params: ParamsService;
  clock: Clock;
}

/** What a knowledge key opens: its agent and the knowledge bases it may read, as bound right now. */
export interface KnowledgeGrant {
  agentId: string;
  datasets: DatasetRow[];
}

/**
 * The knowledge bases of agents as device servers see them: the `search_from_ragflow` plugin in the
 * agent-models answer, the key it carries, and the pseudo-plugins of the role configuration's function list.
 */
export class AgentKnowledgeService {
  readonly #deps: AgentKnowledgeDeps;
  readonly #keys: RetrievalKeys;

  constructor(deps: AgentKnowledgeDeps) {
    this.#deps = deps;
    this.#keys = new RetrievalKeys({ keys: deps.repos.agentRetrievalKeys, secrets: deps.secrets, clock: deps.clock });
  }

  /**
   * `{search_from_ragflow: "{base_url, api_key, dataset_ids, description}"}` when the agent has knowledge bases, else
   * nothing. base_url is the `server.public_url` param, or else `origin`: the address the device server called us on.
   */
  async devicePlugins(agentId: string, origin: string): Promise<Record<string, string>> {
    const datasets = await datasetsOfAgent(this.#deps.repos.agentDatasets, this.#deps.catalog, agentId);
    if (datasets.length === 0) return {};
    const ids = datasets.map((dataset) => dataset.id);
    const plugin = {
      base_url: parsePublicUrl(await this.#deps.params.raw(PUBLIC_URL_PARAM)) ?? origin.replace(/\/+$/, ''),
      api_key: await this.#keys.keyFor(agentId, ids),
      dataset_ids: ids,
      description: describe(datasets),
    };
    return { [KNOWLEDGE_PLUGIN_KEY]: JSON.stringify(plugin) };
  }

  /**
   * The agent and knowledge bases a bearer value may read; null for a value that is no current key. A key made for a
   * binding that has since changed is dropped here too, whatever path changed it.
   */
  async grant(bearer: string): Promise<KnowledgeGrant | null> {
    const key = await this.#keys.resolve(bearer);
    if (!key) return null;
    const datasets = await datasetsOfAgent(this.#deps.repos.agentDatasets, this.#deps.catalog, key.agentId);
    if (datasets.length === 0 || bindingText(datasets.map((dataset) => dataset.id)) !== key.binding) {
      await this.#keys.revoke(key.agentId, key.keyHash);
      return null;
    }
    return { agentId: key.agentId, datasets };
  }

  /** The user's knowledge bases as upstream lists them among the plugins. */
  async pseudoPlugins(userId: string): Promise<ModelProvider[]> {
    const rows = await this.#deps.datasets.rows(userId);
    return rows.map((row) => ({
      id: row.id,
      modelType: KNOWLEDGE_PSEUDO_PLUGIN.modelType,
      providerCode: KNOWLEDGE_PSEUDO_PLUGIN.providerCode,
      name: `${KNOWLEDGE_PSEUDO_PLUGIN.namePrefix}${row.name}`,
      fields: KNOWLEDGE_PSEUDO_PLUGIN.fields,
      sort: 0,
      creator: row.user_id,
      createDate: formatGmt8(row.created_at),
      updater: row.user_id,
      updateDate: formatGmt8(row.updated_at),
    }));
  }
}

/** "知识库：产品手册（智能音箱的使用与保修）、售后政策": names, so the LLM knows when to look something up. */
function describe(datasets: readonly DatasetRow[]): string {
  const parts = datasets.map((dataset) => {
    const detail = dataset.description.trim().replace(/\s+/g, ' ');
    if (!detail) return dataset.name;
    return `${dataset.name}（${detail.length > DESCRIPTION_PART_MAX ? `${detail.slice(0, DESCRIPTION_PART_MAX)}…` : detail}）`;
  });
  const text = `知识库：${parts.join('、')}`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text;
}
