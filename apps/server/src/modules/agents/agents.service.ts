import {
  DEFAULT_LOCALE,
  CHAT_HISTORY_CONF,
  ErrorCode,
  MEMORY_LONG_TERM_ID,
  MEMORY_NONE_ID,
  type AgentCreateInput,
  type AgentDetail,
  type AgentListQuery,
  type AgentTag,
  type AgentTagCreateInput,
  type AgentTagsInput,
  type AgentSummary,
  type AgentTemplate,
  type AgentUpdateInput,
} from '@vox/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import type { ModelCatalog, VoiceOrClone } from '../models/index.ts';
import type { AgentsPurge } from '../purges.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { correctWordChoice } from '../correct-words/index.ts';
import { ensureMemoryOfAgent } from '../memories/index.ts';
import { agentLinks, type AgentLinks } from './agent-links.ts';
import { contextChoice } from './agent-context.ts';
import { datasetChoice, knowledgeFunctions, sameIds } from './agent-datasets.ts';
import { DEFAULT_PLUGIN_IDS, defaultParamInfo } from './agent-rules.ts';
import { checkIntentRule, configuredVoiceId, functionParams, memoryPatch, modelPatch, scalarPatch, voicePatch } from './agent-settings.ts';
import { applyTagChoice, checkUserTagRoom, tagChoice, tagsByAgent, toAgentTag } from './agent-tags.ts';
import type { AgentTemplateRow } from './agent-templates.repository.ts';
import { agentState, recordVersion } from './agent-versions.ts';
import { labelledTemplate, toAgentDetail, toAgentSummary, toAgentTemplate } from './agent-views.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';
import type { AgentRow } from './agents.repository.ts';
import type { PluginMappingRow } from './plugin-mappings.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<
  Repositories,
  'agentContextProviders' | 'agentSnapshots' | 'agentTags' | 'agentTemplates' | 'agents' | 'pluginMappings'
>;

/** Reads the one param the service needs (`server.allow_private_urls`). */
export interface FlagReader {
  flag(code: string): Promise<boolean>;
}

export interface AgentsDeps {
  repos: UsedRepositories;
  /** Checks and resolves the models, voices and plugins an agent names. */
  models: ModelCatalog;
  /** A chosen voice: the catalogue's, else the owner's trained clone. */
  findVoiceOrClone: VoiceOrClone;
  /** The knowledge bases and word files an agent links to (built again on a transaction's handle to change them). */
  links: AgentLinks;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
  params: FlagReader;
  /** Removes agents with every module's part of them (`agentsPurge`). */
  purgeAgents: AgentsPurge;
}

/** The signed-in user's agents; every call is owner-scoped. */
export class AgentsService {
  readonly #deps: AgentsDeps;

  constructor(deps: AgentsDeps) {
    this.#deps = deps;
  }

  /** Seeded model and voice names read in the display language `locale`. */
  async list(userId: string, query: AgentListQuery, locale: string): Promise<AgentSummary[]> {
    const { repos } = this.#deps;
    const rows = await repos.agents.listForUser(userId, query);
    const tags = tagsByAgent(await repos.agentTags.ofAgents(rows.map((row) => row.id)));
    const labels = seedLabels(locale);
    return rows.map((row) => toAgentSummary(row, tags.get(row.id) ?? [], labels));
  }

  /** Seeded templates read in the display language `locale`. */
  async templates(locale: string): Promise<AgentTemplate[]> {
    const labels = seedLabels(locale);
    return (await this.#deps.repos.agentTemplates.all()).map((row) => toAgentTemplate(labelledTemplate(row, labels)));
  }

  /** Another user's agent answers exactly like a missing one (612). */
  async owned(userId: string, agentId: string): Promise<AgentRow> {
    const agent = await this.#deps.repos.agents.findOwned(agentId, userId);
    if (!agent) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.agent]);
    return agent;
  }

  async detail(userId: string, agentId: string): Promise<AgentDetail> {
    const { repos } = this.#deps;
    const agent = await this.owned(userId, agentId);
    const [mappings, datasetIds, correctWordFileIds, contextProviders] = await Promise.all([
      repos.pluginMappings.ofAgent(agent.id),
      this.#deps.links.datasetBindings.idsOfAgent(agent.id),
      this.#deps.links.wordFiles.idsOfAgent(agent.id),
      repos.agentContextProviders.ofAgent(agent.id),
    ]);
    const detail = toAgentDetail(agent, mappings);
    return { ...detail, functions: [...detail.functions, ...knowledgeFunctions(agent.id, datasetIds)], datasetIds, correctWordFileIds, contextProviders };
  }

  /**
   * A new agent from the default template (or the one picked in the market) with the default plugins; a seeded
   * template's persona is written in the creator's display language `locale`.
   */
  async create(userId: string, input: AgentCreateInput, locale: string = DEFAULT_LOCALE): Promise<string> {
    const { models, clock } = this.#deps;
    const template = labelledTemplate(await this.#template(input.templateId), seedLabels(locale));
    const now = isoFromNow(clock);
    const slm = await models.preferredOfType('LLM');
    const agent: AgentRow = {
      ...template,
      id: newId(),
      user_id: userId,
      agent_code: `AGT_${clock.now()}`,
      agent_name: input.agentName,
      slm_model_id: slm?.id ?? null,
      tts_voice_id: template.tts_voice_id ?? (await configuredVoiceId(models, template.tts_model_id)),
      chat_history_conf: template.mem_model_id === MEMORY_NONE_ID ? CHAT_HISTORY_CONF.NONE : CHAT_HISTORY_CONF.TEXT_AUDIO,
      sort: 0,
      created_at: now,
      updated_at: now,
    };
    const plugins = await models.providersByIds(DEFAULT_PLUGIN_IDS);
    const mappings: PluginMappingRow[] = plugins.map((plugin) => ({
      id: newId(),
      agent_id: agent.id,
      plugin_id: plugin.id,
      param_info: JSON.stringify(defaultParamInfo(plugin.fields)),
      created_at: now,
      updated_at: now,
    }));
    await this.#deps.transaction(async (tx) => {
      await tx.agents.insert(agent);
      await tx.pluginMappings.replaceForAgent(agent.id, mappings);
    });
    return agent.id;
  }

  async #template(templateId: string | undefined): Promise<AgentTemplateRow> {
    const templates = this.#deps.repos.agentTemplates;
    if (templateId !== undefined) {
      const template = await templates.findById(templateId);
      if (!template) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.template]);
      return template;
    }
    const fallback = await templates.findDefault();
    if (!fallback) throw new AppError(ErrorCode.DEFAULT_TEMPLATE_MISSING);
    return fallback;
  }

  /**
   * Partial update: checked model choices, fitted voice, memory rules, plugin list, knowledge bases, replacement-word files.
   * A changed knowledge-base binding drops the agent's knowledge key in the same transaction: the device server's old
   * key is refused at once and its next agent-models answer carries a new one. A save that changes anything is kept
   * as a new version (agent-versions.ts) in the same transaction.
   */
  async update(userId: string, agentId: string, input: AgentUpdateInput): Promise<void> {
    const { repos, links, models, clock } = this.#deps;
    const agent = await this.owned(userId, agentId);
    let patch = { ...scalarPatch(input), ...(await modelPatch(models, agent, input)) };
    let next: AgentRow = { ...agent, ...patch } as AgentRow;
    if (input.intentModelId != null || input.llmModelId != null) await checkIntentRule(models, next);
    patch = { ...patch, ...(await voicePatch(models, this.#deps.findVoiceOrClone, agent, next, input)) };
    next = { ...agent, ...patch } as AgentRow;
    patch = { ...patch, ...memoryPatch(agent, next, input), updated_at: isoFromNow(clock) };
    const datasets = await datasetChoice(links.datasets, agent.user_id, input);
    const functions = input.functions ? await functionParams(models, input.functions, datasets.ownIds) : null;
    const correctWordFiles = await correctWordChoice(links.wordFiles, agent.user_id, input.correctWordFileIds);
    const contextProviders = await contextChoice(input.contextProviders, input.contextProviders ? await this.#deps.params.flag('server.allow_private_urls') : false);
    const now = isoFromNow(clock);
    const tags = input.tagNames != null ? await tagChoice(repos, agent.user_id, [], input.tagNames, now) : null;
    await this.#saving(tags?.newRows.map((row) => row.tag_name) ?? [], async (tx, trx) => {
      const linked = agentLinks(trx);
      const before = await agentState(tx, linked, agent);
      await tx.agents.update(agent.id, patch);
      if (contextProviders) await tx.agentContextProviders.replaceForAgent(agent.id, contextProviders, now);
      if (tags) await applyTagChoice(tx, agent.id, tags, now);
      if (functions) await tx.pluginMappings.replaceForAgent(agent.id, this.#mappingRows(agent.id, functions));
      if (datasets.binding && !sameIds(datasets.binding, await linked.datasetBindings.idsOfAgent(agent.id))) {
        await linked.datasetBindings.rebind(agent.id, datasets.binding, isoFromNow(clock));
      }
      if (correctWordFiles && !sameIds(correctWordFiles, await linked.wordFiles.idsOfAgent(agent.id))) {
        await linked.wordFiles.replaceForAgent(agent.id, correctWordFiles, isoFromNow(clock));
      }
      // Choosing long-term memory gives the agent its memory container; an existing one is kept as it was.
      if (next.mem_model_id === MEMORY_LONG_TERM_ID) {
        await ensureMemoryOfAgent(trx, agent, now);
      }
      const after = await agentState(tx, linked, (await tx.agents.findById(agent.id))!);
      await recordVersion(tx, { agent, before, after, source: 'config', now });
    });
  }

  /** The caller's tags by name. */
  async tagList(userId: string): Promise<AgentTag[]> {
    return (await this.#deps.repos.agentTags.ofUser(userId)).map(toAgentTag);
  }

  async createTag(userId: string, { tagName }: AgentTagCreateInput): Promise<AgentTag> {
    const { repos, clock } = this.#deps;
    if ((await repos.agentTags.byNames(userId, [tagName])).length > 0) throw new AppError(ErrorCode.TAG_NAME_EXISTS, [tagName]);
    await checkUserTagRoom(repos, userId, 1);
    const row = { id: newId(), user_id: userId, tag_name: tagName, sort: 0, created_at: isoFromNow(clock) };
    await this.#saving([tagName], (tx) => tx.agentTags.insert(row));
    return toAgentTag(row);
  }

  async deleteTag(userId: string, tagId: string): Promise<void> {
    await this.#deps.transaction(async (tx) => {
      if (!(await tx.agentTags.findOwned(tagId, userId))) throw new AppError(ErrorCode.TAG_NOT_FOUND, [tagId]);
      await tx.agentTags.delete(tagId);
    });
  }

  async agentTags(userId: string, agentId: string): Promise<AgentTag[]> {
    const agent = await this.owned(userId, agentId);
    return (await this.#deps.repos.agentTags.ofAgents([agent.id])).map(toAgentTag);
  }

  async setAgentTags(userId: string, agentId: string, input: AgentTagsInput): Promise<void> {
    const { repos, clock } = this.#deps;
    const agent = await this.owned(userId, agentId);
    const now = isoFromNow(clock);
    const choice = await tagChoice(repos, agent.user_id, input.tagIds ?? [], input.tagNames ?? [], now);
    await this.#saving(choice.newRows.map((row) => row.tag_name), (tx) => applyTagChoice(tx, agent.id, choice, now));
  }

  /** A transaction in which a tag name taken meanwhile by a concurrent request answers 10196, not 500. */
  async #saving<T>(newTagNames: readonly string[], work: (tx: UsedRepositories, trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.#deps.transaction(work);
    } catch (error) {
      if (newTagNames.length > 0 && isUniqueViolation(error)) throw new AppError(ErrorCode.TAG_NAME_EXISTS, [newTagNames.join(', ')]);
      throw error;
    }
  }

  #mappingRows(agentId: string, params: Map<string, string>): PluginMappingRow[] {
    const now = isoFromNow(this.#deps.clock);
    return [...params].map(([pluginId, paramInfo]) => ({ id: newId(), agent_id: agentId, plugin_id: pluginId, param_info: paramInfo, created_at: now, updated_at: now }));
  }

  /** Devices are unbound and the agent's history and audio removed, in one transaction. */
  async delete(userId: string, agentId: string): Promise<void> {
    await this.#deps.transaction(async (tx, trx) => {
      const agent = await tx.agents.findOwned(agentId, userId);
      if (!agent) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.agent]);
      await this.#deps.purgeAgents(trx, [agent.id]);
    });
  }
}
