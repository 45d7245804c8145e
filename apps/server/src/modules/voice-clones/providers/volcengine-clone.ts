import { newId } from '../../../lib/ids.ts';
import { type CloneProgress, type CloneProvider, type CloneSample, type CloneTarget, type ProviderHttp, ProviderRefused, providerCall, text } from './clone-provider.ts';

const DEFAULT_ORIGIN = 'https://openspeech.bytedance.com';
/** The ICL (voice-clone) resource upstream sends, and the cluster its cloned voices speak on. */
const RESOURCE_ID = 'seed-icl-1.0';
const ICL_CLUSTER = 'volcano_icl';
/** Mega-TTS language numbers: 0 Chinese, 1 English, 2 Japanese, 3 Spanish, 4 Indonesian, 5 Portuguese. */
const LANGUAGES: Record<string, number> = { zh: 0, en: 1, ja: 2, es: 3, id: 4, pt: 5 };
/** `status`: 0 not found, 1 training, 2 success, 3 failed, 4 active (success, in use). */
const TRAINING = 1;
const SUCCEEDED = new Set([2, 4]);

interface BaseResp {
  BaseResp?: { StatusCode?: number; StatusMessage?: string };
  status?: number;
}

/** The HTTP origin of the config's `ws_url` (wss://openspeech.bytedance.com/… → https://openspeech.bytedance.com). */
function origin(config: Record<string, unknown>): string {
  const ws = text(config.ws_url);
  if (!ws) return DEFAULT_ORIGIN;
  try {
    const url = new URL(ws);
    return `${url.protocol === 'ws:' || url.protocol === 'http:' ? 'http:' : 'https:'}//${url.host}`;
  } catch {
    return DEFAULT_ORIGIN;
  }
}

function headers(config: Record<string, unknown>): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer;${text(config.access_token)}`, 'resource-id': RESOURCE_ID };
}

function refused(answer: BaseResp): string | undefined {
  const code = answer.BaseResp?.StatusCode;
  return code === 0 ? undefined : `${code ?? '?'} ${answer.BaseResp?.StatusMessage ?? 'no answer'}`.trim();
}

/**
 * Volcengine mega-TTS voice cloning, as upstream calls it: the sample goes base64 to
 * `/api/v1/mega_tts/audio/upload` for an admin-bought `S_` speaker id, `/api/v1/mega_tts/status` says when it is
 * trained, and the voice speaks through the ICL cluster of the HTTP TTS API (`/api/v1/tts`).
 */
export class VolcengineCloneProvider implements CloneProvider {
  readonly #http: ProviderHttp;

  constructor(http: ProviderHttp) {
    this.#http = http;
  }

  voiceIdFor(current: string): string {
    return current;
  }

  async submit(target: CloneTarget, voiceId: string, sample: CloneSample) {
    const { config } = target;
    const answer = (await providerCall(this.#http, `${origin(config)}/api/v1/mega_tts/audio/upload`, {
      headers: headers(config),
      body: JSON.stringify({
        appid: text(config.appid),
        speaker_id: voiceId,
        audios: [{ audio_bytes: sample.bytes.toString('base64'), audio_format: sample.format }],
        source: 2,
        language: LANGUAGES[sample.language] ?? 0,
        model_type: 1,
      }),
    })) as BaseResp;
    const error = refused(answer);
    if (error) throw new ProviderRefused(error);
    return { progress: { state: 'training' } as CloneProgress, memo: { uploaded: true } };
  }

  async status(target: CloneTarget, voiceId: string): Promise<CloneProgress> {
    const { config } = target;
    const answer = (await providerCall(this.#http, `${origin(config)}/api/v1/mega_tts/status`, {
      headers: headers(config),
      body: JSON.stringify({ appid: text(config.appid), speaker_id: voiceId }),
    })) as BaseResp;
    const error = refused(answer);
    if (error) return { state: 'failed', error };
    if (answer.status === TRAINING) return { state: 'training' };
    if (SUCCEEDED.has(answer.status ?? -1)) return { state: 'success' };
    return { state: 'failed', error: answer.status === 0 ? 'speaker not found' : `training failed (status ${answer.status ?? '?'})` };
  }

  async synthesize(target: CloneTarget, voiceId: string, sentence: string): Promise<Buffer> {
    const { config } = target;
    const answer = (await providerCall(this.#http, `${origin(config)}/api/v1/tts`, {
      headers: { 'content-type': 'application/json', authorization: `Bearer;${text(config.access_token)}` },
      body: JSON.stringify({
        app: { appid: text(config.appid), token: text(config.access_token), cluster: ICL_CLUSTER },
        user: { uid: 'vox-console' },
        audio: { voice_type: voiceId, encoding: 'wav', rate: 16000 },
        request: { reqid: newId(), text: sentence, operation: 'query' },
      }),
    })) as { code?: number; message?: string; data?: string };
    if (answer.code !== 3000 || !answer.data) throw new ProviderRefused(`${answer.code ?? '?'} ${answer.message ?? ''}`.trim());
    return Buffer.from(answer.data, 'base64');
  }
}
