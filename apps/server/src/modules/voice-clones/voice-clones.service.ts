import {
  CLONE_TTS_TYPES,
  ErrorCode,
  FREE_CLONE_LANGUAGES,
  VOICE_CLONE_MODEL_ID,
  voiceCloneMessages,
  type CloneTtsType,
  type VoiceClone,
  type VoiceCloneCreateBody,
  type VoiceCloneSupport,
  type VoiceCloneUpdateBody,
} from '@vox/contracts';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Repositories } from '../repositories.ts';
import type { StorageQuota } from '../uploads/index.ts';
import type { SampleLoader } from './sample-loader.ts';
import type { VoiceCloneRow, VoiceCloneWithModel } from './voice-clones.repository.ts';
import type { ModelCatalog } from '../models/index.ts';

export const VOICE_CLONE_TRAIN_JOB = 'voice-clone.train';
/** Where the demo clip is served: the token is the capability an <audio> element can use without a header. */
const DEMO_PATH = '/xiaozhi/v1/voice-clones';

type UsedRepositories = Pick<Repositories, 'voiceClones'>;

export interface VoiceClonesDeps {
  repos: UsedRepositories;
  /** The TTS configs clones are trained on. */
  models: Pick<ModelCatalog, 'enabledOfType'>;
  storage: ObjectStorage;
  jobs: JobQueue;
  samples: SampleLoader;
  clock: Clock;
  /** The owner's storage quota, which the stored sample counts against. */
  quota: Pick<StorageQuota, 'ensureRoom'>;
}

/** A sample kept beside its slot, with its size for the owner's storage quota. */
export interface StoredSample {
  sample_key: string;
  sample_size: number;
}

export interface TrainPayload {
  cloneId: string;
  token: string;
}

const noSuchClone = () => new AppError(ErrorCode.ROUTE_NOT_FOUND, [], voiceCloneMessages.noSuchClone);
const badRequest = (message: (typeof voiceCloneMessages)[keyof typeof voiceCloneMessages]) => new AppError(ErrorCode.BAD_REQUEST, [], message);

export const isCloneType = (type: unknown): type is CloneTtsType => (CLONE_TTS_TYPES as readonly unknown[]).includes(type);

/** The credentials each protocol needs; the seeded configs have them empty and do not count as configured. */
const CREDENTIALS: Record<CloneTtsType, readonly string[]> = { huoshan_double_stream: ['appid', 'access_token'], minimax_httpstream: ['api_key'] };
const configured = (type: CloneTtsType, config: Record<string, unknown>) => CREDENTIALS[type].every((key) => typeof config[key] === 'string' && config[key].trim() !== '');

export function voiceCloneView(row: VoiceCloneWithModel): VoiceClone {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    demo_url: row.demo_key && row.demo_token ? `${DEMO_PATH}/${row.id}/demo/${row.demo_token}` : '',
    state: row.state as VoiceClone['state'],
    tier: row.tier === 'pro' ? 'pro' : 'free',
    error: row.error ?? '',
    tts_model_id: row.model_id,
    tts_model_name: row.model_name ?? '',
    created_at: formatGmt8(row.created_at),
    updated_at: formatGmt8(row.updated_at),
  };
}

/** A user's voice clone slots; training runs as a job (voice-clone-training.ts). */
export class VoiceClonesService {
  readonly #deps: VoiceClonesDeps;

  constructor(deps: VoiceClonesDeps) {
    this.#deps = deps;
  }

  /** Enabled platform TTS configs whose provider can clone. */
  async support(): Promise<VoiceCloneSupport> {
    const rows = await this.#deps.models.enabledOfType('TTS', '');
    const platforms = rows.flatMap((row) => {
      const config = parseJsonObject(row.config_json);
      const type = config.type;
      return isCloneType(type) && configured(type, config) ? [{ id: row.id, modelName: row.model_name, type }] : [];
    });
    return { available: platforms.length > 0, platforms };
  }

  async list(userId: string): Promise<VoiceClone[]> {
    return (await this.#deps.repos.voiceClones.listByUser(userId)).map(voiceCloneView);
  }

  async #owned(userId: string, id: string): Promise<VoiceCloneWithModel> {
    const row = await this.#deps.repos.voiceClones.findOwned(userId, id);
    if (!row) throw noSuchClone();
    return row;
  }

  async get(userId: string, id: string): Promise<VoiceClone> {
    return voiceCloneView(await this.#owned(userId, id));
  }

  /**
   * A new Init slot on the chosen (or first) clone-capable TTS. MiniMax voice ids are ours to name; Volcengine's `S_`
   * speaker ids are bought, so those slots come only from an administrator's assignment.
   */
  async create(userId: string, body: VoiceCloneCreateBody): Promise<VoiceClone> {
    if (body?.model_id !== undefined && body.model_id !== VOICE_CLONE_MODEL_ID) throw badRequest(voiceCloneMessages.badModelId);
    const tier = body?.tier ?? 'free';
    const language = body?.language ?? 'zh';
    if (tier === 'free' && !(FREE_CLONE_LANGUAGES as readonly string[]).includes(language)) throw badRequest(voiceCloneMessages.languageNotInTier);
    const { platforms } = await this.support();
    const platform = body?.tts_model_id ? platforms.find((option) => option.id === body.tts_model_id) : (platforms.find((option) => option.type !== 'huoshan_double_stream') ?? platforms[0]);
    if (!platform) throw badRequest(voiceCloneMessages.noCloneTts);
    if (platform.type === 'huoshan_double_stream') throw badRequest(voiceCloneMessages.needsAssignedSpeaker);
    const id = newId();
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.repos.voiceClones.insert({
      id,
      user_id: userId,
      name: `复刻音色-${id.slice(-5)}`,
      language,
      tier,
      model_id: platform.id,
      // MiniMax: 8-256 letters and digits, starting with a letter.
      voice_id: `vox${id}`,
      state: 'Init',
      error: null,
      sample_key: null,
      training_token: null,
      provider_state: null,
      demo_key: null,
      demo_token: null,
      assigned: 0,
      created_at: now,
      updated_at: now,
    });
    return this.get(userId, id);
  }

  /**
   * Rename, and with a non-empty `key` train: the sample is fetched and checked first (a bad one changes nothing),
   * stored beside the slot, and a job takes it to the provider. Retraining from Success or Failed is allowed.
   */
  async update(userId: string, id: string, body: VoiceCloneUpdateBody): Promise<VoiceClone> {
    const row = await this.#owned(userId, id);
    const key = body.key?.trim() ?? '';
    const name = body.name?.trim() || row.name;
    if (key === '') {
      await this.#deps.repos.voiceClones.update(id, { name, updated_at: isoFromNow(this.#deps.clock) });
      return this.get(userId, id);
    }
    await this.train(row, name, await this.#deps.samples.load(userId, key));
    return this.get(userId, id);
  }

  /** Starts a training of `row` with a checked sample (v1 PUT {key}). */
  async train(row: VoiceCloneWithModel, name: string, sample: { bytes: Buffer; format: 'wav' | 'mp3' }): Promise<void> {
    if (row.state === 'Training') throw badRequest(voiceCloneMessages.training);
    if (!row.model_id) throw badRequest(voiceCloneMessages.noCloneTts);
    await this.startTraining(row, name, await this.storeSample(row, sample));
  }

  /**
   * Keeps a checked sample beside the slot; the key names a fresh object so the sample in training is never replaced.
   * The slot's previous sample is about to go, so only the growth has to fit in the owner's quota.
   */
  async storeSample(row: VoiceCloneRow, sample: { bytes: Buffer; format: 'wav' | 'mp3' }): Promise<StoredSample> {
    await this.#deps.quota.ensureRoom(row.user_id, sample.bytes.length - Number(row.sample_size));
    const key = `samples/${row.id}/${newToken().slice(0, 32)}.${sample.format}`;
    await this.#deps.storage.put(key, Readable.from([sample.bytes]));
    return { sample_key: key, sample_size: sample.bytes.length };
  }

  /** Training → a job takes the stored sample to the provider; the slot's previous sample goes. */
  async startTraining(row: VoiceCloneRow, name: string, sample: StoredSample): Promise<void> {
    const token = newToken().slice(0, 32);
    // The voice an agent may be speaking with stays usable if this training fails (previous: Success).
    const memo = { previous: row.state === 'Success' ? 'Success' : null };
    await this.#deps.repos.voiceClones.update(row.id, {
      name,
      state: 'Training',
      error: null,
      ...sample,
      training_token: token,
      provider_state: JSON.stringify(memo),
      updated_at: isoFromNow(this.#deps.clock),
    });
    if (row.sample_key && row.sample_key !== sample.sample_key) await this.#deps.storage.delete(row.sample_key);
    const payload: TrainPayload = { cloneId: row.id, token };
    await this.#deps.jobs.enqueue(VOICE_CLONE_TRAIN_JOB, payload, { uniqueKey: `${VOICE_CLONE_TRAIN_JOB}:${token}:0` });
  }

  /** The sample's bytes (upstream's play link). */
  async sample(row: VoiceCloneRow): Promise<Readable | null> {
    return row.sample_key ? ((await this.#deps.storage.get(row.sample_key))?.body ?? null) : null;
  }

  /** Removes slots' stored files after their rows went. */
  async removeFiles(rows: readonly VoiceCloneRow[]): Promise<void> {
    for (const row of rows) for (const key of [row.sample_key, row.demo_key]) if (key) await this.#deps.storage.delete(key);
  }

  async delete(userId: string, id: string): Promise<void> {
    const row = await this.#owned(userId, id);
    if (row.tier === 'pro') throw new AppError(ErrorCode.FORBIDDEN, [], voiceCloneMessages.proNotDeletable);
    await this.#deps.repos.voiceClones.delete(id);
    await this.removeFiles([row]);
  }

  /** The demo clip for its capability token (the URL in `demo_url`). */
  async demo(id: string, token: string): Promise<Readable> {
    const row = await this.#deps.repos.voiceClones.find(id);
    if (!row?.demo_key || row.demo_token !== token) throw noSuchClone();
    const object = await this.#deps.storage.get(row.demo_key);
    if (!object) throw noSuchClone();
    return object.body;
  }
}
