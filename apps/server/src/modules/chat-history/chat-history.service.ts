import {
  APP_LOCALES,
  AUDIO_LINK_TTL_SECONDS,
  CHAT_HISTORY_CONF,
  CHAT_TYPE,
  DOWNLOAD_LINK_TTL_SECONDS,
  ErrorCode,
  isTimeZone,
  normalizeMac,
  type AppLocale,
  type ChatHistoryReportInput,
  type ChatMessage,
  type ChatSession,
  type ChatSessionsQuery,
  type PageData,
  WIRE_TIME_ZONE,
} from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import { formatGmt8 } from '../../lib/time.ts';
import { effectiveChatHistoryConf } from '../agents/index.ts';
import type { AgentDirectory, AgentRow, AgentsService } from '../agents/index.ts';
import { deviceDirectory, type DeviceDirectory } from '../devices/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { historyText } from './history-text.ts';
import { OneTimeLinks } from './one-time-links.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'chatHistory'>;

/** "/previous" downloads the session plus up to 20 older ones. */
const PREVIOUS_SESSIONS = 21;
/** Below this a report time is in seconds: device servers send seconds or milliseconds. */
const MILLISECONDS_FROM = 1e12;

export interface ChatHistoryDeps {
  repos: UsedRepositories;
  /** The reporting device (by MAC); built on the transaction's handle to record its check-in with the messages. */
  devices: Pick<DeviceDirectory, 'findById'>;
  transaction: RunInTransaction<UsedRepositories>;
  agents: AgentsService;
  /** The reporting device's agent, whoever owns it. */
  agentDirectory: Pick<AgentDirectory, 'findById'>;
  kv: KeyValueStore;
  clock: Clock;
}

interface DownloadTicket {
  agentId: string;
  sessionId: string;
  locale: AppLocale;
  timeZone?: string;
}

/** Chat history: reported by the device server, read back in the console. */
export class ChatHistoryService {
  readonly #deps: ChatHistoryDeps;
  readonly #audioLinks: OneTimeLinks;
  readonly #downloadLinks: OneTimeLinks;

  constructor(deps: ChatHistoryDeps) {
    this.#deps = deps;
    this.#audioLinks = new OneTimeLinks(deps.kv, 'agent:audio:id:', AUDIO_LINK_TTL_SECONDS);
    this.#downloadLinks = new OneTimeLinks(deps.kv, 'agent:chat:history:', DOWNLOAD_LINK_TTL_SECONDS);
  }

  /** Stores what the agent's history mode allows; false when the device has no agent. */
  async report(input: ChatHistoryReportInput): Promise<boolean> {
    const { clock } = this.#deps;
    const mac = normalizeMac(input.macAddress);
    const device = await this.#deps.devices.findById(mac);
    const agent = device?.agent_id ? await this.#deps.agentDirectory.findById(device.agent_id) : undefined;
    if (!device || !agent) return false;
    const conf = effectiveChatHistoryConf(agent);
    const now = isoFromNow(clock);
    const audio = conf === CHAT_HISTORY_CONF.TEXT_AUDIO && input.audioBase64 ? Buffer.from(input.audioBase64, 'base64') : null;
    await this.#deps.transaction(async (tx, trx) => {
      if (conf !== CHAT_HISTORY_CONF.NONE) {
        const audioId = audio && audio.length > 0 ? newId() : null;
        if (audioId) await tx.chatHistory.insertAudio(audioId, audio!);
        await tx.chatHistory.insertMessage({
          mac_address: mac,
          agent_id: agent.id,
          session_id: input.sessionId,
          chat_type: input.chatType,
          content: input.content,
          audio_id: audioId,
          created_at: reportedAt(input.reportTime, clock.now()),
          updated_at: now,
        });
      }
      await deviceDirectory(trx).recordCheckIn(device.id, { last_connected_at: now, updated_at: now });
    });
    return true;
  }

  /**
   * A playground turn as the device server would report it (the question, then the answer), in the session's
   * playground source; kept only as the agent's history mode allows, without audio.
   */
  async recordPlayground(agent: AgentRow, turn: { sessionId: string; mac: string; question: string; answer: string; at: string }): Promise<boolean> {
    if (effectiveChatHistoryConf(agent) === CHAT_HISTORY_CONF.NONE) return false;
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.transaction(async (tx) => {
      for (const [chatType, content, createdAt] of [[CHAT_TYPE.USER, turn.question, turn.at], [CHAT_TYPE.AGENT, turn.answer, now]] as const) {
        if (content === '') continue;
        await tx.chatHistory.insertMessage(
          { mac_address: turn.mac, agent_id: agent.id, session_id: turn.sessionId, chat_type: chatType, content, audio_id: null, created_at: createdAt, updated_at: now },
          'playground',
        );
      }
    });
    return true;
  }

  async sessions(userId: string, agentId: string, query: ChatSessionsQuery): Promise<PageData<ChatSession>> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    const page = await this.#deps.repos.chatHistory.sessionsPage(agent.id, query, query.source || undefined);
    return {
      total: page.total,
      list: page.list.map((row) => ({
        sessionId: row.session_id,
        createdAt: formatGmt8(row.last_at),
        chatCount: Number(row.chat_count),
        title: row.title ?? null,
        source: row.source === 'playground' ? 'playground' : 'device',
      })),
    };
  }

  async messages(userId: string, agentId: string, sessionId: string): Promise<ChatMessage[]> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    const rows = await this.#deps.repos.chatHistory.messagesOf(agent.id, sessionId);
    return rows.map((row) => ({
      createdAt: formatGmt8(row.created_at),
      chatType: row.chat_type,
      content: row.content,
      audioId: row.audio_id,
      macAddress: row.mac_address,
    }));
  }

  /** What was said in a message with audio of one of the user's agents. */
  async audioContent(userId: string, audioId: string): Promise<string> {
    const content = await this.#deps.repos.chatHistory.contentOfAudio(audioId, userId);
    if (content === undefined) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.audio]);
    return content;
  }

  /** A one-time playback id (300 s) for audio of one of the user's agents. */
  async audioLink(userId: string, audioId: string): Promise<string> {
    if (!(await this.#deps.repos.chatHistory.isAudioOfUser(audioId, userId))) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.audio]);
    return this.#audioLinks.issue(audioId);
  }

  async playAudio(uuid: string): Promise<Buffer> {
    const audio = await this.#deps.repos.chatHistory.audio(await this.#audioLinks.redeem(uuid));
    if (!audio) throw new AppError(ErrorCode.LINK_EXPIRED);
    return audio;
  }

  /** A one-time download id (24 h); the text uses the language and time zone the console asked in. */
  async downloadLink(userId: string, agentId: string, sessionId: string, reader: { locale: AppLocale; timeZone: string }): Promise<string> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    if ((await this.#deps.repos.chatHistory.messagesOf(agent.id, sessionId)).length === 0) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.session]);
    const ticket: DownloadTicket = { agentId: agent.id, sessionId, locale: reader.locale, timeZone: reader.timeZone };
    return this.#downloadLinks.issue(JSON.stringify(ticket));
  }

  async download(uuid: string, scope: 'current' | 'previous'): Promise<string> {
    const ticket = JSON.parse(await this.#downloadLinks.redeem(uuid)) as DownloadTicket;
    const history = this.#deps.repos.chatHistory;
    const sessionIds = scope === 'previous' ? await history.sessionsFrom(ticket.agentId, ticket.sessionId, PREVIOUS_SESSIONS) : [ticket.sessionId];
    const sessions = await Promise.all(sessionIds.map((sessionId) => history.messagesOf(ticket.agentId, sessionId)));
    const locale = (APP_LOCALES as readonly string[]).includes(ticket.locale) ? ticket.locale : 'zh_CN';
    return historyText(sessions, locale, isTimeZone(ticket.timeZone) ? ticket.timeZone : WIRE_TIME_ZONE);
  }
}

function reportedAt(reportTime: number | null | undefined, now: number): string {
  if (!reportTime) return new Date(now).toISOString();
  return new Date(reportTime < MILLISECONDS_FROM ? reportTime * 1000 : reportTime).toISOString();
}
