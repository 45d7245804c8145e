import type { ttsVoiceBody} from '@vox/contracts';
import { ErrorCode, type PageData, type TtsVoiceDetail, type TtsVoiceListQuery } from '@vox/contracts';
import type { z } from 'zod';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { AgentModelUseOn } from './agent-model-use.ts';
import type { TtsVoiceRow } from './models.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'modelConfigs' | 'ttsVoices'>;

const VOICE: Localized = { zh_CN: '音色', zh_TW: '音色', en: 'Voice', de: 'Stimme', vi: 'Giọng', pt_BR: 'Voz' };
const TTS_MODEL: Localized = { zh_CN: 'TTS模型', zh_TW: 'TTS模型', en: 'TTS model', de: 'TTS-Modell', vi: 'Mô hình TTS', pt_BR: 'Modelo TTS' };

type Body = z.output<typeof ttsVoiceBody>;

export interface TtsVoicesDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
  /** Deleted voices leave the agents and templates that used them, in the same transaction. */
  agentsOn: AgentModelUseOn;
}

export function toTtsVoiceDetail(row: TtsVoiceRow): TtsVoiceDetail {
  return {
    id: row.id, ttsModelId: row.tts_model_id, ttsVoice: row.tts_voice, name: row.name, languages: row.languages, voiceDemo: row.voice_demo,
    remark: row.remark, referenceAudio: row.reference_audio, referenceText: row.reference_text, sort: row.sort,
  };
}

const fields = (body: Body) => ({
  tts_model_id: body.ttsModelId,
  tts_voice: body.ttsVoice,
  name: body.name,
  languages: body.languages,
  voice_demo: body.voiceDemo || null,
  remark: body.remark || null,
  reference_audio: body.referenceAudio || null,
  reference_text: body.referenceText || null,
  sort: body.sort,
});

/** The voice catalogue of each TTS config (upstream's voice management). */
export class TtsVoicesService {
  readonly #deps: TtsVoicesDeps;

  constructor(deps: TtsVoicesDeps) {
    this.#deps = deps;
  }

  async list({ ttsModelId, name, page, limit }: TtsVoiceListQuery): Promise<PageData<TtsVoiceDetail>> {
    const result = await this.#deps.repos.ttsVoices.list(ttsModelId, name, { page, limit });
    return { total: result.total, list: result.list.map(toTtsVoiceDetail) };
  }

  async #checkModel(ttsModelId: string): Promise<void> {
    const model = await this.#deps.repos.modelConfigs.findPublic(ttsModelId);
    if (!model || model.model_type !== 'TTS') throw new AppError(ErrorCode.NOT_FOUND, [TTS_MODEL]);
  }

  async create(body: Body, updater: string): Promise<void> {
    await this.#checkModel(body.ttsModelId);
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.repos.ttsVoices.insert({ id: newId(), ...fields(body), creator: updater, updater, created_at: now, updated_at: now });
  }

  async update(id: string, body: Body, updater: string): Promise<void> {
    await this.#checkModel(body.ttsModelId);
    const updated = await this.#deps.repos.ttsVoices.update(id, { ...fields(body), updater, updated_at: isoFromNow(this.#deps.clock) });
    if (updated === 0) throw new AppError(ErrorCode.NOT_FOUND, [VOICE]);
  }

  async delete(ids: readonly string[]): Promise<void> {
    await this.#deps.transaction(async (trx, handle) => {
      await this.#deps.agentsOn(handle).clearVoices(ids);
      if ((await trx.ttsVoices.delete(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
    });
  }
}
