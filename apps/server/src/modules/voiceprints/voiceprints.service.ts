import {
  AGENT_VOICEPRINTS_MAX,
  VOICEPRINT_CANDIDATES,
  ErrorCode,
  VOICEPRINT_SAME_SPEAKER_SCORE,
  voiceprintMessages,
  type ErrorCodeValue,
  type UserUtterance,
  type Voiceprint,
  type VoiceprintAgent,
  type VoiceprintCreateInput,
  type VoiceprintUpdateInput,
} from '@vox/contracts';
import { voiceprintTarget, VoiceprintServiceError, type VoiceprintClient, type VoiceprintTarget } from '../../integrations/voiceprint/voiceprint-client.ts';
import { AppError, type ErrorParam } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { newId } from '../../lib/ids.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { ParamsService } from '../params/index.ts';
import type { AgentDirectory } from '../agents/index.ts';
import type { AgentUtterances } from '../chat-history/index.ts';
import type { Repositories } from '../repositories.ts';
import type { VoiceprintRow } from './voiceprints.repository.ts';

type UsedRepositories = Pick<Repositories, 'voiceprints'>;

export interface VoiceprintsDeps {
  repos: UsedRepositories;
  /** The caller's agent whose speakers these are. */
  agentDirectory: Pick<AgentDirectory, 'findOwned' | 'namesOfUser'>;
  /** The agent's user messages with audio, a voiceprint's source. */
  utterances: AgentUtterances;
  params: ParamsService;
  client: VoiceprintClient;
  clock: Clock;
  log: Logger;
}

/** upstream's default when the param is unset. */
const DEFAULT_SIMILARITY_THRESHOLD = 0.4;

/** The `voiceprint` block of `POST /config/agent-models` as xiaozhi-server reads it. */
export interface DeviceVoiceprintBlock {
  url: string;
  speakers: string[];
  similarity_threshold: number;
}

const toVoiceprint = (row: VoiceprintRow): Voiceprint => ({
  id: row.id,
  audioId: row.audio_id,
  sourceName: row.source_name,
  introduce: row.introduce,
  createDate: formatGmt8(row.created_at),
});

type Operation = 'identify' | 'register' | 'unregister';
const FAILED: Record<Operation, ErrorCodeValue> = {
  identify: ErrorCode.VOICEPRINT_IDENTIFY_FAILED,
  register: ErrorCode.VOICEPRINT_REGISTER_FAILED,
  unregister: ErrorCode.VOICEPRINT_UNREGISTER_FAILED,
};

/** A service failure as the localised refusal the user reads: unreachable (timeout, network) or the call refused. */
function refusal(operation: Operation, error: unknown): AppError {
  if (!(error instanceof VoiceprintServiceError)) return error as AppError;
  if (error.kind === 'timeout') {
    const seconds = error.message;
    const words = Object.fromEntries(Object.entries(voiceprintMessages.timeout).map(([locale, text]) => [locale, text.replace('{0}', seconds)]));
    return new AppError(ErrorCode.VOICEPRINT_SERVICE_UNREACHABLE, [words as ErrorParam]);
  }
  if (error.kind === 'network' || error.kind === 'refused') return new AppError(ErrorCode.VOICEPRINT_SERVICE_UNREACHABLE, [error.message]);
  if (error.kind === 'badResponse') return new AppError(FAILED[operation], [voiceprintMessages.badAnswer]);
  return new AppError(FAILED[operation], [error.message || '-']);
}

/**
 * Voiceprints: an agent's named speakers, each one of the agent's user utterances registered with
 * the voiceprint service `server.voice_print`. The service is asked first and the row written after, so a refusal,
 * a timeout or an error leaves everything as it was.
 */
export class VoiceprintsService {
  readonly #deps: VoiceprintsDeps;

  constructor(deps: VoiceprintsDeps) {
    this.#deps = deps;
  }

  async #target(): Promise<VoiceprintTarget> {
    const target = voiceprintTarget(await this.#deps.params.raw('server.voice_print'));
    if (!target) throw new AppError(ErrorCode.VOICEPRINT_NOT_CONFIGURED);
    return target;
  }

  async #ownedAgent(userId: string, agentId: string) {
    const agent = await this.#deps.agentDirectory.findOwned(agentId, userId);
    if (!agent) throw new AppError(ErrorCode.AGENT_NOT_FOUND);
    return agent;
  }

  async agents(userId: string): Promise<VoiceprintAgent[]> {
    await this.#target();
    const [agents, counts] = await Promise.all([this.#deps.agentDirectory.namesOfUser(userId), this.#deps.repos.voiceprints.countsByAgent(userId)]);
    return agents.map((agent) => ({ agentId: agent.id, agentName: agent.agent_name, voiceprintCount: counts.get(agent.id) ?? 0 }));
  }

  async list(userId: string, agentId: string): Promise<Voiceprint[]> {
    await this.#target();
    await this.#ownedAgent(userId, agentId);
    return (await this.#deps.repos.voiceprints.ofAgent(agentId, userId)).map(toVoiceprint);
  }

  /** The picker's choices: the agent's last 50 user utterances with audio. */
  async utterances(userId: string, agentId: string): Promise<UserUtterance[]> {
    await this.#ownedAgent(userId, agentId);
    return (await this.#deps.utterances.recent(agentId, VOICEPRINT_CANDIDATES)).map((row) => ({ content: row.content, audioId: row.audio_id }));
  }

  async create(userId: string, input: VoiceprintCreateInput): Promise<void> {
    const target = await this.#target();
    const { repos, clock } = this.#deps;
    const agent = await this.#ownedAgent(userId, input.agentId);
    const existing = await repos.voiceprints.ofAgent(agent.id);
    if (existing.length >= AGENT_VOICEPRINTS_MAX) throw new AppError(ErrorCode.VOICEPRINT_LIMIT, [AGENT_VOICEPRINTS_MAX]);
    const wav = await this.#utteranceAudio(agent.id, input.audioId);
    await this.#refuseKnownVoice(target, existing, wav, ErrorCode.VOICEPRINT_ALREADY_REGISTERED);
    const speakerId = newId();
    await this.#call('register', () => this.#deps.client.register(target, speakerId, wav));
    const now = isoFromNow(clock);
    try {
      await repos.voiceprints.insert({
        id: speakerId,
        agent_id: agent.id,
        user_id: userId,
        speaker_id: speakerId,
        audio_id: input.audioId,
        source_name: input.sourceName,
        introduce: input.introduce,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      await this.#forget(target, speakerId);
      throw error;
    }
  }

  /**
   * A new utterance is registered under a fresh speaker id before the row points at it; the old speaker is dropped
   * after, so a failed registration leaves the voiceprint working as before.
   */
  async update(userId: string, input: VoiceprintUpdateInput): Promise<void> {
    const target = await this.#target();
    const { repos, clock } = this.#deps;
    const row = await this.#owned(userId, input.id);
    let speakerId = row.speaker_id;
    if (input.audioId !== row.audio_id) {
      const wav = await this.#utteranceAudio(row.agent_id, input.audioId);
      const others = (await repos.voiceprints.ofAgent(row.agent_id)).filter((other) => other.id !== row.id);
      await this.#refuseKnownVoice(target, others, wav, ErrorCode.VOICEPRINT_UPDATE_NOT_ALLOWED);
      speakerId = newId();
      await this.#call('register', () => this.#deps.client.register(target, speakerId, wav));
    }
    try {
      await repos.voiceprints.update(row.id, { speaker_id: speakerId, audio_id: input.audioId, source_name: input.sourceName, introduce: input.introduce, updated_at: isoFromNow(clock) });
    } catch (error) {
      if (speakerId !== row.speaker_id) await this.#forget(target, speakerId);
      throw error;
    }
    if (speakerId !== row.speaker_id) await this.#forget(target, row.speaker_id);
  }

  /** The service forgets the voice first; if it cannot, the voiceprint stays (and says so). */
  async delete(userId: string, id: string): Promise<void> {
    const target = await this.#target();
    const row = await this.#owned(userId, id);
    await this.#call('unregister', () => this.#deps.client.unregister(target, row.speaker_id));
    await this.#deps.repos.voiceprints.delete(row.id);
  }

  /** The agent-models block; none without the param or without voiceprints. */
  async deviceBlock(agentId: string): Promise<DeviceVoiceprintBlock | undefined> {
    const { params, repos } = this.#deps;
    const url = await params.raw('server.voice_print');
    if (!voiceprintTarget(url)) return undefined;
    const rows = await repos.voiceprints.ofAgent(agentId);
    if (rows.length === 0) return undefined;
    return {
      url: url!.trim(),
      speakers: rows.map((row) => `${row.speaker_id},${row.source_name},${row.introduce}`),
      similarity_threshold: await params.number('server.voiceprint_similarity_threshold', DEFAULT_SIMILARITY_THRESHOLD),
    };
  }

  /** The names of the agent's speakers, as a question in the playground may be asked by one of them. */
  async speakerNames(agentId: string): Promise<string[]> {
    return (await this.#deps.repos.voiceprints.ofAgent(agentId)).map((row) => row.source_name);
  }

  async #owned(userId: string, id: string): Promise<VoiceprintRow> {
    const row = await this.#deps.repos.voiceprints.findOwned(id, userId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [voiceprintMessages.noSuchVoiceprint]);
    return row;
  }

  /** The WAV of one of the agent's user utterances: 10085 for any other audio (another agent's, a reply), 10086 empty. */
  async #utteranceAudio(agentId: string, audioId: string): Promise<Buffer> {
    const { utterances } = this.#deps;
    if (!(await utterances.isOf(agentId, audioId))) throw new AppError(ErrorCode.VOICEPRINT_AUDIO_NOT_OF_AGENT);
    const wav = await utterances.audio(audioId);
    if (!wav || wav.length === 0) throw new AppError(ErrorCode.VOICEPRINT_AUDIO_EMPTY);
    return wav;
  }

  /** Identify before register: a close match to another speaker of the agent is refused. */
  async #refuseKnownVoice(target: VoiceprintTarget, others: readonly VoiceprintRow[], wav: Buffer, code: ErrorCodeValue): Promise<void> {
    if (others.length === 0) return;
    const answer = await this.#call('identify', () => this.#deps.client.identify(target, others.map((other) => other.speaker_id), wav));
    const match = others.find((other) => other.speaker_id === answer.speakerId);
    if (match && answer.score > VOICEPRINT_SAME_SPEAKER_SCORE) throw new AppError(code, [match.source_name]);
  }

  async #call<T>(operation: Operation, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw refusal(operation, error);
    }
  }

  /** Best effort: a speaker left behind is never named to the device server, so a failure here is only logged. */
  async #forget(target: VoiceprintTarget, speakerId: string): Promise<void> {
    try {
      await this.#deps.client.unregister(target, speakerId);
    } catch (error) {
      this.#deps.log.warn({ speakerId, reason: (error as Error).message }, 'voiceprint speaker left registered');
    }
  }
}
