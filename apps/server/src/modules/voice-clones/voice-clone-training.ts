import type { CloneTtsType } from '@vox/contracts';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newToken } from '../../lib/ids.ts';
import { parseJsonObject } from '../../lib/json.ts';
import type { Logger } from '../../lib/logger.ts';
import type { JobContext, JobQueue } from '../jobs/index.ts';
import type { Repositories } from '../repositories.ts';
import { type CloneProgress, type CloneProvider, type CloneTarget, ProviderRefused } from './providers/clone-provider.ts';
import { isCloneType, type TrainPayload, VOICE_CLONE_TRAIN_JOB } from './voice-clones.service.ts';
import type { VoiceCloneRow } from './voice-clones.repository.ts';
import type { ModelCatalog } from '../models/index.ts';

/** How often a provider that is still training is asked again. */
export const TRAINING_POLL_SECONDS = 10;
/** Give up after this many polls (10 s × 360 = an hour; providers say minutes to a little over ten). */
const MAX_POLLS = 360;
const DEMO_TEXT: Record<string, string> = {
  zh: '你好，这是我的复刻音色，很高兴认识你。',
  en: 'Hello, this is my cloned voice. Nice to meet you.',
};
const ERROR_MAX = 500;

interface Memo {
  previous?: string | null;
  /** The provider voice id this training makes (voiceIdFor); it becomes the slot's on success. */
  voiceId?: string;
  submitted?: boolean;
  polls?: number;
  adapter?: Record<string, unknown>;
}

export interface TrainingDeps {
  repos: Pick<Repositories, 'voiceClones'>;
  models: Pick<ModelCatalog, 'findConfig'>;
  storage: ObjectStorage;
  jobs: JobQueue;
  providers: Record<CloneTtsType, CloneProvider>;
  clock: Clock;
  log: Logger;
}

/**
 * The training job: submits the stored sample once, then polls the provider (a new delayed job per poll, so a
 * restarted server simply runs the next one), and on success synthesises a demo clip in the new voice. A network
 * failure is retried by the job runner; the provider's refusal, or the last failed attempt, records its text.
 */
export class VoiceCloneTraining {
  readonly #deps: TrainingDeps;

  constructor(deps: TrainingDeps) {
    this.#deps = deps;
  }

  readonly run = async (payload: unknown, context: JobContext): Promise<void> => {
    const { cloneId, token } = payload as TrainPayload;
    const row = await this.#deps.repos.voiceClones.find(cloneId);
    if (!row || row.state !== 'Training' || row.training_token !== token) return;
    const memo = parseJsonObject(row.provider_state) as Memo;
    const target = await this.#target(row);
    if (!target) return this.#finish(row, token, memo, { state: 'failed', error: 'TTS model config missing or unable to clone' });
    const provider = this.#deps.providers[target.type];
    try {
      let progress: CloneProgress;
      memo.voiceId ??= provider.voiceIdFor(row.voice_id, memo.previous === 'Success', token);
      if (!memo.submitted) {
        const sample = await this.#sample(row);
        const submitted = await provider.submit(target, memo.voiceId, { ...sample, language: row.language });
        memo.submitted = true;
        memo.adapter = submitted.memo;
        await this.#deps.repos.voiceClones.updateTraining(cloneId, token, { provider_state: JSON.stringify(memo) });
        progress = submitted.progress;
      } else {
        progress = await provider.status(target, memo.voiceId, memo.adapter ?? {});
      }
      if (progress.state === 'training') return await this.#pollLater(row, token, memo);
      if (progress.state === 'success') return await this.#succeed(row, token, memo, target, provider);
      return await this.#finish(row, token, memo, progress);
    } catch (error) {
      if (error instanceof ProviderRefused || context.lastAttempt) return this.#finish(row, token, memo, { state: 'failed', error: (error as Error).message });
      throw error;
    }
  };

  async #target(row: VoiceCloneRow): Promise<CloneTarget | undefined> {
    const config = row.model_id ? await this.#deps.models.findConfig(row.model_id) : undefined;
    const json = parseJsonObject(config?.config_json);
    return isCloneType(json.type) ? { type: json.type, config: json } : undefined;
  }

  async #sample(row: VoiceCloneRow): Promise<{ bytes: Buffer; format: 'wav' | 'mp3' }> {
    const object = row.sample_key ? await this.#deps.storage.get(row.sample_key) : null;
    if (!object) throw new ProviderRefused('sample missing from storage');
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { bytes: Buffer.concat(chunks), format: row.sample_key!.endsWith('.mp3') ? 'mp3' : 'wav' };
  }

  async #pollLater(row: VoiceCloneRow, token: string, memo: Memo): Promise<void> {
    const polls = (memo.polls ?? 0) + 1;
    if (polls > MAX_POLLS) return this.#finish(row, token, memo, { state: 'failed', error: 'the provider did not finish training within an hour' });
    memo.polls = polls;
    await this.#deps.repos.voiceClones.updateTraining(row.id, token, { provider_state: JSON.stringify(memo) });
    const payload: TrainPayload = { cloneId: row.id, token };
    await this.#deps.jobs.enqueue(VOICE_CLONE_TRAIN_JOB, payload, { delaySeconds: TRAINING_POLL_SECONDS, uniqueKey: `${VOICE_CLONE_TRAIN_JOB}:${token}:${polls}` });
  }

  async #succeed(row: VoiceCloneRow, token: string, memo: Memo, target: CloneTarget, provider: CloneProvider): Promise<void> {
    let demo: { key: string; token: string } | null = null;
    try {
      const audio = await provider.synthesize(target, memo.voiceId ?? row.voice_id, DEMO_TEXT[row.language] ?? DEMO_TEXT.en!);
      demo = { key: `demos/${row.id}/${token}.wav`, token: newToken().slice(0, 32) };
      await this.#deps.storage.put(demo.key, Readable.from([audio]));
    } catch (error) {
      // The voice is trained; a demo that failed leaves the player hidden rather than the clone unusable.
      this.#deps.log.warn({ err: error, cloneId: row.id }, 'voice clone demo synthesis failed');
      demo = null;
    }
    const changed = await this.#deps.repos.voiceClones.updateTraining(row.id, token, {
      state: 'Success',
      error: null,
      voice_id: memo.voiceId ?? row.voice_id,
      provider_state: JSON.stringify({ ...memo, previous: 'Success' }),
      demo_key: demo?.key ?? null,
      demo_token: demo?.token ?? null,
      updated_at: isoFromNow(this.#deps.clock),
    });
    if (changed && row.demo_key && row.demo_key !== demo?.key) await this.#deps.storage.delete(row.demo_key);
  }

  /** Failed, with the provider's text; a slot that had a trained voice goes back to Success and keeps it. */
  async #finish(row: VoiceCloneRow, token: string, memo: Memo, progress: Extract<CloneProgress, { state: 'failed' }>): Promise<void> {
    await this.#deps.repos.voiceClones.updateTraining(row.id, token, {
      state: memo.previous === 'Success' ? 'Success' : 'Failed',
      error: progress.error.slice(0, ERROR_MAX),
      updated_at: isoFromNow(this.#deps.clock),
    });
  }
}
