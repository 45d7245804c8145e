import {
  ErrorCode,
  INTENT_NONE_ID,
  normalizeMac,
  PLAYGROUND_RATE_DEFAULT,
  PLAYGROUND_RATE_PARAM,
  playgroundMessages,
  type ErrorCodeValue,
  type LocalizedText,
  type AppLocale,
  type DeviceServerConfig,
  type PlaygroundChatBody,
  type PlaygroundEvent,
  type PlaygroundInfo,
} from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { LlmClient, LlmMessage } from '../../integrations/llm/llm-client.ts';
import { checkOutboundUrl } from '../../integrations/net/url-guard.ts';
import type { SpeechClient } from '../../integrations/tts/openai-speech.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import type { AgentRow, AgentsService } from '../agents/index.ts';
import type { ChatHistoryService, ChatSummaries } from '../chat-history/index.ts';
import type { AgentPlugins, DeviceServerApiService } from '../device-server-api/index.ts';
import { llmEndpoint, type ModelCatalog } from '../models/index.ts';
import type { ParamsService } from '../params/index.ts';
import { playgroundPrompt } from './playground-prompt.ts';
import { buildToolbox, type ToolboxDeps } from './playground-tools.ts';
import { runTurn, type ToolRecord } from './playground-turn.ts';

/** A playground conversation is titled and summarised once it has paused this long (it has no end the device server reports). */
export const PLAYGROUND_SUMMARY_DELAY_SECONDS = 120;
/** TTS types whose HTTP protocol the console speaks: OpenAI's `/audio/speech`. */
export const PLAYABLE_TTS_TYPES: ReadonlySet<string> = new Set(['openai']);

export interface PlaygroundDevice {
  mac: string;
  alias: string | null;
}

export interface AgentPlaygroundDeps extends Omit<ToolboxDeps, 'now'> {
  agents: Pick<AgentsService, 'owned'>;
  assembly: Pick<DeviceServerApiService, 'agentConfig'>;
  /** The caller's devices bound to the agent. */
  devicesOf: (userId: string, agentId: string) => Promise<PlaygroundDevice[]>;
  /** Names in a device's address book (empty while the address book is switched off). */
  addressBook: (userId: string, mac: string) => Promise<string[]>;
  /** The knowledge plugin of the agent-models answer; `origin` is the address the console was called on. */
  knowledgePlugins: (agent: AgentRow, origin: string) => ReturnType<AgentPlugins>;
  /** The names of the agent's voiceprint speakers. */
  speakersOf: (agentId: string) => Promise<string[]>;
  /** What long-term memory recalls of a speaker (undefined: the agent does not use long-term memory). */
  speakerMemory: (agent: AgentRow, speaker: string) => Promise<string | null | undefined>;
  /** What a context provider answers, as text ('' when it failed). */
  contextText: (provider: { url: string; headers: Record<string, string> }) => Promise<string>;
  chatHistory: Pick<ChatHistoryService, 'recordPlayground'>;
  chatSummaries: Pick<ChatSummaries, 'requestTitle' | 'requestSummary'>;
  models: Pick<ModelCatalog, 'findConfig'>;
  params: ParamsService;
  llm: LlmClient;
  speech: SpeechClient;
  kv: KeyValueStore;
  clock: Clock;
  timeoutMs: number;
}

/** Where the caller is: the address it called (the knowledge plugin's base_url), its language and zone. */
export interface CallerContext {
  origin: string;
  locale: AppLocale;
  timeZone: string;
}

/** What the audit log keeps of a turn. */
export interface TurnSummary {
  sessionId: string;
  saved: boolean;
  tools: number;
  failed: boolean;
}

/** Who the question comes from: a device bound to the agent, and one of its voiceprint speakers. */
export interface PlaygroundAsker {
  deviceMac?: string | null;
  speaker?: string | null;
}

interface Assembled {
  agent: AgentRow;
  mac: string | null;
  speaker: string | null;
  config: DeviceServerConfig;
  prompt: string;
  toolbox: Awaited<ReturnType<typeof buildToolbox>>;
}

/**
 * The agent as a device would get it, run in the console: the device server's assembly (agent-models), its prompt
 * placeholders, memory, knowledge and MCP tools, answered by the agent's own LLM and saved as a playground session.
 */
export class AgentPlaygroundService {
  readonly #deps: AgentPlaygroundDeps;

  constructor(deps: AgentPlaygroundDeps) {
    this.#deps = deps;
  }

  async info(userId: string, agentId: string, asker: PlaygroundAsker, caller: CallerContext): Promise<PlaygroundInfo> {
    const assembled = await this.#assemble(userId, agentId, asker, caller);
    const { agent, config, prompt, toolbox } = assembled;
    const llm = await llmEndpoint(this.#deps, agent.llm_model_id);
    const llmRow = agent.llm_model_id ? await this.#deps.models.findConfig(agent.llm_model_id) : undefined;
    const ttsType = String(ttsOf(config).tts.type ?? '') || null;
    return {
      agentName: agent.agent_name,
      llm: { modelId: agent.llm_model_id, modelName: llmRow?.model_name ?? null, type: llm.type, runnable: llm.ok },
      tts: { modelId: agent.tts_model_id, type: ttsType, playable: ttsType !== null && PLAYABLE_TTS_TYPES.has(ttsType) },
      prompt,
      tools: toolbox.described,
      toolFailures: [...toolbox.failures, ...toolbox.deviceOnly.map((code) => ({ origin: code, detail: 'deviceOnly' }))],
      devices: await this.#deps.devicesOf(userId, agent.id),
      speakers: await this.#deps.speakersOf(agent.id),
    };
  }

  /**
   * Checks what can be refused with a plain error (the limit, the agent, the device), then hands back the turn to
   * stream. The turn never throws: an LLM or tool failure is an event.
   */
  async prepare(userId: string, agentId: string, body: PlaygroundChatBody, caller: CallerContext) {
    await this.#countTurn(userId);
    const assembled = await this.#assemble(userId, agentId, body, caller);
    return (emit: (event: PlaygroundEvent) => void, signal: AbortSignal) => this.#turn(assembled, body, emit, signal);
  }

  async #turn({ agent, mac, speaker, prompt, toolbox }: Assembled, body: PlaygroundChatBody, emit: (event: PlaygroundEvent) => void, signal: AbortSignal): Promise<TurnSummary> {
    const { clock } = this.#deps;
    const askedAt = new Date(clock.now()).toISOString();
    const summary: TurnSummary = { sessionId: body.sessionId, saved: false, tools: 0, failed: true };
    emit({ type: 'start', prompt });
    const llm = await llmEndpoint(this.#deps, agent.llm_model_id);
    if (!llm.ok) {
      emit({ type: 'error', kind: llm.reason, detail: llm.detail, ...(llm.id ? { modelId: llm.id } : {}) });
      return summary;
    }
    // A voiceprint speaker's words reach the LLM, and chat history, as the device server reports them.
    const spoken = (text: string) => (speaker ? JSON.stringify({ speaker, content: text }) : text);
    const question = spoken(body.message.trim());
    const messages: LlmMessage[] = [
      { role: 'system', content: prompt },
      ...(body.history ?? []).map((turn): LlmMessage => ({ role: turn.role, content: turn.role === 'user' ? spoken(turn.content) : turn.content })),
      { role: 'user', content: question },
    ];
    const call = { baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, timeoutMs: this.#deps.timeoutMs, allowPrivate: llm.allowPrivate };
    const outcome = await runTurn(this.#deps.llm, call, messages, toolbox, (event) => emit(event.type === 'error' ? { ...event, modelId: llm.id } : event), signal, () => performance.now());
    summary.tools = outcome.tools.length;
    summary.failed = outcome.failed;
    if (body.record !== false && (outcome.reply !== '' || outcome.tools.length > 0)) {
      summary.saved = await this.#deps.chatHistory.recordPlayground(agent, { sessionId: body.sessionId, mac: mac ?? '', question, answer: savedAnswer(outcome.reply, outcome.tools), at: askedAt });
      if (summary.saved) {
        await this.#deps.chatSummaries.requestTitle(body.sessionId, { delaySeconds: PLAYGROUND_SUMMARY_DELAY_SECONDS });
        await this.#deps.chatSummaries.requestSummary(body.sessionId, { delaySeconds: PLAYGROUND_SUMMARY_DELAY_SECONDS });
      }
    }
    emit({ type: 'done', reply: outcome.reply, saved: summary.saved });
    return summary;
  }

  async #assemble(userId: string, agentId: string, asker: PlaygroundAsker, caller: CallerContext): Promise<Assembled> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    const mac = asker.deviceMac ? await this.#device(userId, agent.id, asker.deviceMac) : null;
    const speaker = asker.speaker ? await this.#speaker(agent.id, asker.speaker) : null;
    const config = await this.#deps.assembly.agentConfig(agent, { mac, morePlugins: (row) => this.#deps.knowledgePlugins(row, caller.origin) });
    const providers = (config.context_providers ?? []) as { url: string; headers: Record<string, string> }[];
    const [addressBook, provided, remembered] = await Promise.all([
      mac ? this.#deps.addressBook(userId, mac) : [],
      Promise.all(providers.map((provider) => this.#deps.contextText(provider))),
      speaker ? this.#deps.speakerMemory(agent, speaker) : null,
    ]);
    const now = new Date(this.#deps.clock.now());
    const prompt = playgroundPrompt(config, { now, timeZone: caller.timeZone, addressBook, provided, speaker: speaker ? { name: speaker, remembered: remembered ?? null } : null });
    const toolbox = await buildToolbox({ ...this.#deps, now: () => new Date(this.#deps.clock.now()) }, userId, config, {
      functionsOn: agent.intent_model_id !== INTENT_NONE_ID,
      locale: caller.locale,
      timeZone: caller.timeZone,
    });
    return { agent, mac, speaker, config, prompt, toolbox };
  }

  /** An answer spoken with the agent's TTS voice, for OpenAI-compatible TTS; other types are refused with the reason. */
  async speak(userId: string, agentId: string, text: string): Promise<{ audio: Buffer; contentType: string }> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    const { id, tts } = ttsOf(await this.#deps.assembly.agentConfig(agent, { mac: null }));
    const type = typeof tts.type === 'string' ? tts.type : '';
    if (!PLAYABLE_TTS_TYPES.has(type)) throw refusal(ErrorCode.BAD_REQUEST, playgroundMessages.ttsNotPlayable, type || '-');
    const row = await this.#deps.models.findConfig(id);
    const allowPrivate = row?.owner_id === null || (await this.#deps.params.flag('server.allow_private_urls'));
    const checked = await checkOutboundUrl(String(tts.api_url ?? ''), allowPrivate);
    if (!checked.ok) throw refusal(ErrorCode.BAD_REQUEST, playgroundMessages.ttsFailed, `${checked.reason} ${checked.host ?? ''}`.trim());
    const outcome = await this.#deps.speech.speak({ ...speechSettings(tts), url: checked.url.toString(), text, timeoutMs: this.#deps.timeoutMs, allowPrivate });
    if (!outcome.ok) throw refusal(ErrorCode.BAD_GATEWAY, playgroundMessages.ttsFailed, outcome.status ? `HTTP ${outcome.status} ${outcome.detail}` : outcome.detail);
    return { audio: outcome.audio, contentType: outcome.contentType };
  }

  /** One of the caller's devices bound to this agent, else 612 as for any device not theirs. */
  async #device(userId: string, agentId: string, deviceMac: string): Promise<string> {
    const mac = normalizeMac(deviceMac);
    const devices = await this.#deps.devicesOf(userId, agentId);
    if (!devices.some((device) => device.mac === mac)) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.device]);
    return mac;
  }

  /** One of the agent's voiceprint speakers by name, else a not-found refusal naming the speaker. */
  async #speaker(agentId: string, name: string): Promise<string> {
    const speaker = name.trim();
    if (!(await this.#deps.speakersOf(agentId)).includes(speaker)) throw refusal(ErrorCode.NOT_FOUND, playgroundMessages.noSuchSpeaker, speaker);
    return speaker;
  }

  /** `rate_limit.playground` turns per user and minute; 0 switches the limit off. */
  async #countTurn(userId: string): Promise<void> {
    const max = await this.#deps.params.number(PLAYGROUND_RATE_PARAM, PLAYGROUND_RATE_DEFAULT);
    if (max <= 0) return;
    const minute = Math.floor(this.#deps.clock.now() / 60_000);
    if ((await this.#deps.kv.increment(`playground:rate:${userId}:${minute}`, 120)) > max) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  }
}

/** The TTS entry of the assembled config: the agent's TTS config with its voice applied. */
function ttsOf(config: DeviceServerConfig): { id: string; tts: Record<string, unknown> } {
  const id = ((config.selected_module ?? {}) as Record<string, string>).TTS ?? '';
  return { id, tts: ((config.TTS ?? {}) as Record<string, Record<string, unknown>>)[id] ?? {} };
}

/** OpenAI's speech fields from a TTS config; a chosen voice (`private_voice`) wins over the config's own. */
function speechSettings(tts: Record<string, unknown>) {
  const text = (key: string) => (typeof tts[key] === 'string' ? tts[key] : '');
  return { apiKey: text('api_key'), model: text('model'), voice: text('private_voice') || text('voice'), ...(typeof tts.speed === 'number' ? { speed: tts.speed } : {}) };
}

function refusal(code: ErrorCodeValue, message: LocalizedText, detail: string): AppError {
  const filled = Object.fromEntries(Object.entries(message).map(([locale, text]) => [locale, text.replace('{0}', detail)]));
  return new AppError(code, [], filled as LocalizedText);
}

/** The answer as chat history keeps it: plain text, or the tool calls and results before the text (the device server's list form). */
function savedAnswer(reply: string, tools: readonly ToolRecord[]): string {
  if (tools.length === 0) return reply;
  const parts = tools.flatMap((tool) => [
    { type: 'tool', text: `${tool.name}(${tool.arguments})` },
    { type: 'tool_result', text: tool.result },
  ]);
  return JSON.stringify(reply ? [...parts, { type: 'text', text: reply }] : parts);
}
