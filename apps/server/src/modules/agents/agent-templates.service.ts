import {
  agentConfigMessages,
  CHAT_HISTORY_CONF,
  ErrorCode,
  MEMORY_NONE_ID,
  type AgentTemplate,
  type AgentTemplateInput,
  type AgentTemplateOrderInput,
  type AgentTemplatePageQuery,
  type ModelType,
  type PageData,
} from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import { modelCatalog, type ModelCatalog } from '../models/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { AgentTemplatePatch, AgentTemplateRow } from './agent-templates.repository.ts';
import { labelledTemplate, storedTemplateText, toAgentTemplate } from './agent-views.ts';
import { seedLabels } from '../../lib/seed-labels/index.ts';

type UsedRepositories = Pick<Repositories, 'agentTemplates'>;

export interface AgentTemplatesDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

type ModelField = 'asrModelId' | 'vadModelId' | 'llmModelId' | 'vllmModelId' | 'ttsModelId' | 'memModelId' | 'intentModelId';
type ModelColumn = 'asr_model_id' | 'vad_model_id' | 'llm_model_id' | 'vllm_model_id' | 'tts_model_id' | 'mem_model_id' | 'intent_model_id';

const MODEL_CHOICES: readonly (readonly [ModelField, ModelColumn, ModelType])[] = [
  ['asrModelId', 'asr_model_id', 'ASR'],
  ['vadModelId', 'vad_model_id', 'VAD'],
  ['llmModelId', 'llm_model_id', 'LLM'],
  ['vllmModelId', 'vllm_model_id', 'VLLM'],
  ['ttsModelId', 'tts_model_id', 'TTS'],
  ['memModelId', 'mem_model_id', 'Memory'],
  ['intentModelId', 'intent_model_id', 'Intent'],
];

/**
 * Agent templates for administrators: the one with the lowest sort is the default that new agents
 * copy and whose VAD/ASR the server config takes. Sorts stay 1..n without gaps: adding appends, deleting moves later
 * ones up, reordering renumbers. The last template cannot be deleted (new agents need a default).
 */
export class AgentTemplatesService {
  readonly #deps: AgentTemplatesDeps;

  constructor(deps: AgentTemplatesDeps) {
    this.#deps = deps;
  }

  /** Seeded templates read in the display language `locale`. */
  async page(query: AgentTemplatePageQuery, locale: string): Promise<PageData<AgentTemplate>> {
    const { total, rows } = await this.#deps.repos.agentTemplates.page(query.agentName, query.limit, (query.page - 1) * query.limit);
    const labels = seedLabels(locale);
    return { total, list: rows.map((row) => toAgentTemplate(labelledTemplate(row, labels))) };
  }

  async get(id: string, locale: string): Promise<AgentTemplate> {
    return toAgentTemplate(labelledTemplate(await this.#find(this.#deps.repos, id), seedLabels(locale)));
  }

  /** A new template after the last; models left empty take the default template's choice. */
  async create(input: AgentTemplateInput): Promise<AgentTemplate> {
    const { clock } = this.#deps;
    return this.#deps.transaction(async (tx, trx) => {
      const all = await tx.agentTemplates.all();
      const fallback = all[0];
      const now = isoFromNow(clock);
      const row: AgentTemplateRow = {
        ...(fallback ?? EMPTY_TEMPLATE),
        id: newId(),
        agent_name: input.agentName,
        system_prompt: input.systemPrompt,
        summary_memory: null,
        tts_volume: null,
        tts_rate: null,
        tts_pitch: null,
        sort: all.reduce((max, template) => Math.max(max, template.sort), 0) + 1,
        created_at: now,
        updated_at: now,
      };
      const next = { ...row, ...(await this.#patch(modelCatalog(trx), row, input)) } as AgentTemplateRow;
      await tx.agentTemplates.insert(next);
      return toAgentTemplate(next);
    });
  }

  async update(input: AgentTemplateInput): Promise<AgentTemplate> {
    if (!input.id) throw new AppError(ErrorCode.BAD_REQUEST, ['id', '—']);
    const id = input.id;
    return this.#deps.transaction(async (tx, trx) => {
      const current = await this.#find(tx, id);
      await tx.agentTemplates.update(id, { ...(await this.#patch(modelCatalog(trx), current, input)), updated_at: isoFromNow(this.#deps.clock) });
      return toAgentTemplate((await tx.agentTemplates.findById(id))!);
    });
  }

  async reorder({ ids }: AgentTemplateOrderInput): Promise<void> {
    await this.#deps.transaction(async (tx) => {
      const current = (await tx.agentTemplates.all()).map((row) => row.id);
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
        throw new AppError(ErrorCode.BAD_REQUEST, [], agentConfigMessages.templateOrder);
      }
      await renumber(tx, ids);
    });
  }

  async delete(ids: readonly string[]): Promise<void> {
    await this.#deps.transaction(async (tx) => {
      const all = await tx.agentTemplates.all();
      const doomed = new Set(ids);
      const missing = ids.find((id) => !all.some((row) => row.id === id));
      if (missing !== undefined) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.template]);
      const kept = all.filter((row) => !doomed.has(row.id)).map((row) => row.id);
      if (kept.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, [], agentConfigMessages.templateLast);
      await tx.agentTemplates.deleteByIds([...doomed]);
      await renumber(tx, kept);
    });
  }

  async #find(repos: Pick<Repositories, 'agentTemplates'>, id: string): Promise<AgentTemplateRow> {
    const row = await repos.agentTemplates.findById(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.template]);
    return row;
  }

  /** The sent fields; every model must be a public config of its type, the voice one of the TTS model's. */
  async #patch(models: ModelCatalog, current: AgentTemplateRow, input: AgentTemplateInput): Promise<AgentTemplatePatch> {
    const patch: AgentTemplatePatch = storedTemplateText(current, input.agentName, input.systemPrompt);
    const sent = MODEL_CHOICES.filter(([field]) => input[field]);
    const configs = new Map((await models.configsByIds(sent.map(([field]) => input[field]!))).map((row) => [row.id, row]));
    for (const [field, column, type] of sent) {
      const config = configs.get(input[field]!);
      if (!config || config.model_type !== type || config.owner_id !== null) throw new AppError(ErrorCode.BAD_REQUEST, [field, input[field]!], agentConfigMessages.templateModel);
      patch[column] = config.id;
    }
    Object.assign(patch, await voicePatch(models, current, patch, input.ttsVoiceId));
    const memModelId = patch.mem_model_id ?? current.mem_model_id;
    patch.chat_history_conf = memModelId === MEMORY_NONE_ID ? CHAT_HISTORY_CONF.NONE : CHAT_HISTORY_CONF.TEXT_AUDIO;
    if (input.summaryMemory !== undefined) patch.summary_memory = input.summaryMemory;
    for (const [key, column] of [['ttsLanguage', 'tts_language'], ['ttsVolume', 'tts_volume'], ['ttsRate', 'tts_rate'], ['ttsPitch', 'tts_pitch'], ['langCode', 'lang_code'], ['language', 'language']] as const) {
      if (input[key] !== undefined) (patch as Record<string, unknown>)[column] = input[key];
    }
    return patch;
  }
}

/** A chosen voice must be one of the TTS model's; a changed model without a chosen voice drops the old one. */
async function voicePatch(models: ModelCatalog, current: AgentTemplateRow, patch: AgentTemplatePatch, voiceId: string | null | undefined): Promise<AgentTemplatePatch> {
  const ttsModelId = patch.tts_model_id ?? current.tts_model_id;
  if (voiceId) {
    const voice = await models.findVoice(voiceId);
    if (!voice || voice.tts_model_id !== ttsModelId) throw new AppError(ErrorCode.BAD_REQUEST, ['ttsVoiceId', voiceId], agentConfigMessages.templateModel);
    return { tts_voice_id: voice.id };
  }
  return patch.tts_model_id && patch.tts_model_id !== current.tts_model_id ? { tts_voice_id: null } : {};
}

/** The start of a template when there is no default to copy (every template was deleted outside the console). */
const EMPTY_TEMPLATE: AgentTemplateRow = {
  id: '',
  agent_code: null,
  agent_name: '',
  asr_model_id: null,
  vad_model_id: null,
  llm_model_id: null,
  vllm_model_id: null,
  tts_model_id: null,
  tts_voice_id: null,
  tts_language: null,
  tts_volume: null,
  tts_rate: null,
  tts_pitch: null,
  mem_model_id: null,
  intent_model_id: null,
  system_prompt: null,
  summary_memory: null,
  chat_history_conf: CHAT_HISTORY_CONF.NONE,
  lang_code: null,
  language: null,
  sort: 0,
  created_at: '',
  updated_at: '',
};

async function renumber(repos: Pick<Repositories, 'agentTemplates'>, orderedIds: readonly string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) await repos.agentTemplates.setSort(id, index + 1);
}
