import { CHAT_SUMMARY_MAX, CHAT_TITLE_MAX, CHAT_TYPE, MEMORY_LONG_TERM_ID, MEMORY_NONE_ID } from '@vox/contracts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { parseJsonObject } from '../../lib/json.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AgentDirectory, AgentRow } from '../agents/index.ts';
import type { JobHandler, JobQueue } from '../jobs/index.ts';
import { chatWithModel, type ModelChatOptions } from '../models/index.ts';
import { PermanentJobError } from '../jobs/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import type { MessageRow } from './chat-history.repository.ts';
import type { ModelCatalog } from '../models/index.ts';

export const CHAT_TITLE_JOB = 'chat-title';
export const CHAT_SUMMARY_JOB = 'chat-summary';
/** A failing or unreachable LLM is tried twice (the retry 30 s later), then the old title or summary simply stays. */
const LLM_ATTEMPTS = 2;
export const DEFAULT_CHAT_LLM_TIMEOUT_MS = 60_000;

/** Memory types that keep no summary of their own: the summary is skipped for them. */
const MEMORY_WITHOUT_SUMMARY_JOB: ReadonlySet<string> = new Set([MEMORY_NONE_ID, 'Memory_mem_report_only', 'Memory_mem0ai', 'Memory_powermem']);

/** upstream's prompts (manager-api `OpenAIStyleLLMServiceImpl`), word for word. */
const TITLE_PROMPT = '请根据以下对话内容，生成一个简洁的会话标题（约15字以内），只返回标题，不要包含任何解释或标点符号：\n{conversation}';
const SUMMARY_PROMPT =
  '你是一个经验丰富的记忆总结者，擅长将对话内容进行总结摘要，遵循以下规则：\n' +
  '1、总结用户的重要信息，以便在未来的对话中提供更个性化的服务\n' +
  '2、不要重复总结，不要遗忘之前记忆，除非原来的记忆超过了1800字，否则不要遗忘、不要压缩用户的历史记忆\n' +
  '3、用户操控的设备音量、播放音乐、天气、退出、不想对话等和用户本身无关的内容，这些信息不需要加入到总结中\n' +
  '4、聊天内容中的今天的日期时间、今天的天气情况与用户事件无关的数据，这些信息如果当成记忆存储会影响后续对话，这些信息不需要加入到总结中\n' +
  '5、不要把设备操控的成果结果和失败结果加入到总结中，也不要把用户的一些废话加入到总结中\n' +
  '6、不要为了总结而总结，如果用户的聊天没有意义，请返回原来的历史记录也是可以的\n' +
  '7、只需要返回总结摘要，严格控制在1800字内\n' +
  '8、不要包含代码、xml，不需要解释、注释和说明，保存记忆时仅从对话提取信息，不要混入示例内容\n' +
  '9、如果提供了历史记忆，请将新对话内容与历史记忆进行智能合并，保留有价值的历史信息，同时添加新的重要信息\n\n' +
  '历史记忆：\n{history_memory}\n\n新对话内容：\n{conversation}';
const NO_HISTORY_MEMORY = '无历史记忆';

/** upstream's filter of what is worth a title or a summary: user messages, not device control, weather or dates, ≥ 5 characters. */
const NOT_MEANINGFUL = [/设备控制|设备操作|控制设备|设备状态/i, /天气|温度|湿度|降雨|气象/i, /日期|时间|星期|月份|年份/i];
const MIN_MEANINGFUL_LENGTH = 5;
/** Punctuation upstream strips from a title. */
const TITLE_PUNCTUATION = /[，。！？、：；‘’“”"'【】（）]/g;

interface SessionPayload {
  sessionId: string;
}

export interface ChatSummariesDeps {
  repos: Pick<Repositories, 'chatHistory'>;
  /** The session's agent, and where its summary memory is kept. */
  agentDirectory: Pick<AgentDirectory, 'findById' | 'saveSummaryMemory'>;
  /** Where the candidate LLMs are found. */
  models: ModelCatalog;
  params: ParamsService;
  jobs: JobQueue;
  llm: LlmClient;
  clock: Clock;
  log: Logger;
  timeoutMs: number;
  /** Long-term memory's end of session: it extracts per person instead of keeping one summary. */
  longTermMemory?: (agent: AgentRow, sessionId: string, messages: readonly MessageRow[]) => Promise<void>;
}

/** A user message's text: `{"speaker", "content"}` JSON gives its content, anything else is the text itself. */
function userText(content: string): string {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    const parsed = parseJsonObject(trimmed);
    if (typeof parsed.content === 'string') return parsed.content;
  }
  return content;
}

/** "消息1: …" lines of the session's meaningful user messages, as upstream builds the conversation. */
export function conversationOf(messages: readonly Pick<MessageRow, 'chat_type' | 'content'>[]): string {
  const texts = messages
    .filter((message) => message.chat_type === CHAT_TYPE.USER)
    .map((message) => userText(message.content).trim())
    .filter((text) => [...text].length >= MIN_MEANINGFUL_LENGTH && !NOT_MEANINGFUL.some((pattern) => pattern.test(text)));
  return texts.map((text, index) => `消息${index + 1}: ${text}\n`).join('');
}

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

export function cleanTitle(reply: string): string {
  return cut(reply.trim().replace(TITLE_PUNCTUATION, '').trim(), CHAT_TITLE_MAX);
}

/**
 * Session titles and memory summaries the device server asks for at the end of a conversation:
 * the routes only enqueue (one live job per session and kind), the jobs ask the agent's small LLM, else the default
 * LLM, else the agent's LLM. A failing LLM leaves the old title or summary as it was.
 */
export class ChatSummaries {
  readonly #deps: ChatSummariesDeps;

  constructor(deps: ChatSummariesDeps) {
    this.#deps = deps;
  }

  /** `delaySeconds`: a conversation still going on (the playground's) is titled once it has paused that long. */
  async requestTitle(sessionId: string, { delaySeconds = 0 }: { delaySeconds?: number } = {}): Promise<null> {
    await this.#deps.jobs.enqueue(CHAT_TITLE_JOB, { sessionId } satisfies SessionPayload, { uniqueKey: `${CHAT_TITLE_JOB}:${sessionId}`, maxAttempts: LLM_ATTEMPTS, delaySeconds });
    return null;
  }

  async requestSummary(sessionId: string, { delaySeconds = 0 }: { delaySeconds?: number } = {}): Promise<null> {
    await this.#deps.jobs.enqueue(CHAT_SUMMARY_JOB, { sessionId } satisfies SessionPayload, { uniqueKey: `${CHAT_SUMMARY_JOB}:${sessionId}`, maxAttempts: LLM_ATTEMPTS, delaySeconds });
    return null;
  }

  readonly titleJob: JobHandler = async (payload) => {
    const { repos, clock, log } = this.#deps;
    const session = await this.#session(payload);
    if (!session) return;
    const conversation = conversationOf(session.messages);
    if (!conversation) return void log.info({ sessionId: session.id }, 'chat title skipped: nothing meaningful said');
    const reply = await this.#ask(session.agent, TITLE_PROMPT.replace('{conversation}', conversation), { temperature: 0.3, maxTokens: 50 });
    const title = cleanTitle(reply);
    if (!title) return void log.warn({ sessionId: session.id }, 'chat title skipped: the LLM answered no title');
    await repos.chatHistory.saveTitle(session.agent.id, session.id, title, isoFromNow(clock));
  };

  readonly summaryJob: JobHandler = async (payload) => {
    const { clock, log } = this.#deps;
    const session = await this.#session(payload);
    if (!session) return;
    const memory = session.agent.mem_model_id;
    if (memory === MEMORY_LONG_TERM_ID) return void (await this.#deps.longTermMemory?.(session.agent, session.id, session.messages));
    if (!memory || MEMORY_WITHOUT_SUMMARY_JOB.has(memory)) return void log.info({ sessionId: session.id, memory }, 'chat summary skipped for this memory type');
    const conversation = conversationOf(session.messages);
    if (!conversation) return void log.info({ sessionId: session.id }, 'chat summary skipped: nothing meaningful said');
    const prompt = SUMMARY_PROMPT.replace('{history_memory}', session.agent.summary_memory || NO_HISTORY_MEMORY).replace('{conversation}', conversation);
    const reply = await this.#ask(session.agent, prompt, { temperature: 0.2, maxTokens: 2000, replyLimit: CHAT_SUMMARY_MAX * 4 });
    const summary = cut(reply.trim(), CHAT_SUMMARY_MAX);
    if (!summary) return void log.warn({ sessionId: session.id }, 'chat summary skipped: the LLM answered nothing');
    await this.#deps.agentDirectory.saveSummaryMemory(session.agent.id, summary, isoFromNow(clock));
  };

  async #session(payload: unknown) {
    const { repos } = this.#deps;
    const sessionId = (payload as Partial<SessionPayload>).sessionId;
    if (typeof sessionId !== 'string') throw new PermanentJobError('no session id');
    const owner = await repos.chatHistory.sessionOwner(sessionId);
    const agent = owner ? await this.#deps.agentDirectory.findById(owner.agent_id) : undefined;
    if (!owner || !agent) return undefined;
    return { id: sessionId, agent, messages: await repos.chatHistory.messagesOf(agent.id, sessionId) };
  }

  /** The small LLM, else the default LLM, else the agent's own; throws (retried, then given up) when it fails. */
  async #ask(agent: AgentRow, prompt: string, options: ModelChatOptions): Promise<string> {
    const { models, params, llm, timeoutMs } = this.#deps;
    const candidates = [agent.slm_model_id, (await models.preferredOfType('LLM'))?.id, agent.llm_model_id];
    const result = await chatWithModel({ models, params, llm, timeoutMs }, candidates, prompt, options);
    if (result.ok) return result.reply;
    if (result.reason === 'noModel') throw new PermanentJobError(`no LLM for agent ${agent.id}`);
    throw result.reason === 'badUrl' ? new PermanentJobError(result.detail) : new Error(result.detail);
  }
}
