import { ErrorCode, TRAIN_STATUS, UPLOAD_RULES, type PageData, type VoiceCloneState, type VoiceResource, type VoiceResourceBody } from '@vox/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { Repositories } from '../repositories.ts';
import { check } from './sample-loader.ts';
import type { VoiceCloneWithOwner } from './voice-clones.repository.ts';
import type { VoiceClonesService } from './voice-clones.service.ts';
import type { ModelCatalog } from '../models/index.ts';
import type { UsersService } from '../users/index.ts';

const PLATFORM_TYPE = 'huoshan_double_stream';
const PLAY_PREFIX = 'voice:clone:play:';
const PLAY_TTL_SECONDS = 300;
const MAX_BYTES = UPLOAD_RULES.voice.maxBytes;
const VOICE_RESOURCE: Localized = { zh_CN: '音色资源', zh_TW: '音色資源', en: 'Voice resource', de: 'Stimmressource', vi: 'Tài nguyên giọng nói', pt_BR: 'Recurso de voz' };

type UsedRepositories = Pick<Repositories, 'voiceClones'>;

export interface VoiceResourcesDeps {
  repos: UsedRepositories;
  /** The TTS configs clones are trained on. */
  models: Pick<ModelCatalog, 'enabledOfType'>;
  /** The owner a resource is assigned to must exist. */
  users: Pick<UsersService, 'findById'>;
  clones: VoiceClonesService;
  kv: KeyValueStore;
  clock: Clock;
}

export interface SampleUpload {
  id: string | undefined;
  fileName: string;
  mimeType: string;
  stream: Readable;
}

const noPermission = () => new AppError(ErrorCode.CLONE_NO_PERMISSION);

function resourceView(row: VoiceCloneWithOwner): VoiceResource {
  return {
    id: row.id,
    name: row.name,
    modelId: row.model_id,
    modelName: row.model_name,
    voiceId: row.voice_id,
    languages: row.language,
    userId: row.user_id,
    userName: row.user_name,
    trainStatus: TRAIN_STATUS[row.state as VoiceCloneState] ?? 0,
    trainError: row.error,
    createDate: formatGmt8(row.created_at),
    hasVoice: row.sample_key !== null,
  };
}

/** `MMddHHmm` in GMT+8, upstream's batch name of assigned slots. */
const batchName = (iso: string) => formatGmt8(iso).replace(/^\d{4}-(\d{2})-(\d{2}) (\d{2}):(\d{2}).*$/, '$1$2$3$4');

/**
 * Upstream's voice resources and voice clone screens over the same slots as /v1: admins
 * assign bought Volcengine speaker ids to users; users upload, train (in the background here), rename and play.
 */
export class VoiceResourcesService {
  readonly #deps: VoiceResourcesDeps;

  constructor(deps: VoiceResourcesDeps) {
    this.#deps = deps;
  }

  async page(filter: { userId?: string; name: string }, page: number, limit: number): Promise<PageData<VoiceResource>> {
    const { total, rows } = await this.#deps.repos.voiceClones.page(filter, page, limit);
    return { total, list: rows.map(resourceView) };
  }

  async get(id: string): Promise<VoiceResource> {
    const row = await this.#deps.repos.voiceClones.findWithOwner(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [VOICE_RESOURCE]);
    return resourceView(row);
  }

  async ofUser(userId: string): Promise<VoiceResource[]> {
    return (await this.page({ userId, name: '' }, 1, 1000)).list;
  }

  async platforms(): Promise<{ id: string; modelName: string }[]> {
    const rows = await this.#deps.models.enabledOfType('TTS', '');
    return rows.filter((row) => parseJsonObject(row.config_json).type === PLATFORM_TYPE).map((row) => ({ id: row.id, modelName: row.model_name }));
  }

  async assign(body: VoiceResourceBody): Promise<void> {
    const { repos, users, clock } = this.#deps;
    if (!(await this.platforms()).some((platform) => platform.id === body.modelId)) throw new AppError(ErrorCode.BAD_REQUEST, ['modelId', body.modelId]);
    if (!(await users.findById(body.userId))) throw new AppError(ErrorCode.BAD_REQUEST, ['userId', body.userId]);
    const voiceIds = [...new Set(body.voiceIds.map((id) => id.trim()))];
    const unprefixed = voiceIds.find((id) => !id.startsWith('S_'));
    if (unprefixed) throw new AppError(ErrorCode.CLONE_VOICE_ID_PREFIX, [unprefixed]);
    const taken = await repos.voiceClones.existingVoiceIds(body.modelId, voiceIds);
    if (taken.length > 0) throw new AppError(ErrorCode.CLONE_VOICE_ID_EXISTS, [taken.join(', ')]);
    const now = isoFromNow(clock);
    for (const [index, voiceId] of voiceIds.entries()) {
      await repos.voiceClones.insert({
        id: newId(),
        user_id: body.userId,
        name: `${batchName(now)}_${index + 1}`,
        language: body.languages,
        tier: 'pro',
        model_id: body.modelId,
        voice_id: voiceId,
        state: 'Init',
        error: null,
        sample_key: null,
        training_token: null,
        provider_state: null,
        demo_key: null,
        demo_token: null,
        assigned: 1,
        created_at: now,
        updated_at: now,
      });
    }
  }

  async remove(ids: readonly string[]): Promise<void> {
    await this.#deps.clones.removeFiles(await this.#deps.repos.voiceClones.deleteMany(ids));
  }

  async #owned(userId: string, id: string | undefined) {
    const row = id ? await this.#deps.repos.voiceClones.findOwned(userId, id) : undefined;
    if (!row) throw noPermission();
    return row;
  }

  async rename(userId: string, id: string, name: string): Promise<void> {
    if (name.trim() === '') throw new AppError(ErrorCode.CLONE_NAME_EMPTY);
    await this.#owned(userId, id);
    await this.#deps.repos.voiceClones.update(id, { name: name.trim(), updated_at: isoFromNow(this.#deps.clock) });
  }

  /** Stores a checked sample; a trained voice stays in use until the new sample is trained. */
  async upload(userId: string, upload: SampleUpload): Promise<void> {
    const row = await this.#owned(userId, upload.id);
    if (!upload.mimeType.startsWith('audio/') || !/\.(mp3|wav)$/i.test(upload.fileName)) throw new AppError(ErrorCode.CLONE_NOT_AUDIO);
    if (row.state === 'Training') throw new AppError(ErrorCode.CLONE_TRAINING_FAILED, ['training in progress']);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of upload.stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_BYTES) throw new AppError(ErrorCode.CLONE_AUDIO_TOO_LARGE, [MAX_BYTES / 1024 / 1024]);
      chunks.push(chunk as Buffer);
    }
    if ((upload.stream as { truncated?: boolean }).truncated) throw new AppError(ErrorCode.CLONE_AUDIO_TOO_LARGE, [MAX_BYTES / 1024 / 1024]);
    const sample = check(Buffer.concat(chunks));
    const stored = await this.#deps.clones.storeSample(row, sample);
    await this.#deps.repos.voiceClones.update(row.id, { ...stored, state: row.state === 'Success' ? 'Success' : 'Init', error: null, updated_at: isoFromNow(this.#deps.clock) });
    if (row.sample_key) await this.#deps.clones.removeFiles([{ ...row, sample_key: row.sample_key, demo_key: null }]);
  }

  async train(userId: string, id: string): Promise<void> {
    const row = await this.#owned(userId, id);
    if (!row.sample_key) throw new AppError(ErrorCode.CLONE_UPLOAD_FIRST);
    if (row.state === 'Training') throw new AppError(ErrorCode.CLONE_TRAINING_FAILED, ['training in progress']);
    if (!row.model_id || !row.model_name) throw new AppError(ErrorCode.CLONE_TRAINING_FAILED, ['TTS model config missing']);
    await this.#deps.clones.startTraining(row, row.name, { sample_key: row.sample_key, sample_size: row.sample_size });
  }

  async playLink(userId: string, id: string): Promise<string> {
    const row = await this.#owned(userId, id);
    if (!row.sample_key) throw new AppError(ErrorCode.CLONE_UPLOAD_FIRST);
    const uuid = randomUUID();
    await this.#deps.kv.set(`${PLAY_PREFIX}${uuid}`, row.id, PLAY_TTL_SECONDS);
    return uuid;
  }

  async play(uuid: string): Promise<Readable> {
    const id = await this.#deps.kv.take(`${PLAY_PREFIX}${uuid}`);
    const row = id ? await this.#deps.repos.voiceClones.find(id) : undefined;
    const body = row ? await this.#deps.clones.sample(row) : null;
    if (!body) throw new AppError(ErrorCode.LINK_EXPIRED);
    return body;
  }
}
