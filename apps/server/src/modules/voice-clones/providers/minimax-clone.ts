import { FormData } from 'undici';
import { type CloneProgress, type CloneProvider, type CloneSample, type CloneTarget, type ProviderHttp, ProviderRefused, providerCall, text } from './clone-provider.ts';

const DEFAULT_ORIGIN = 'https://api.minimaxi.com';
const DEFAULT_SPEECH_MODEL = 'speech-02-hd';

interface MinimaxAnswer {
  base_resp?: { status_code?: number; status_msg?: string };
  file?: { file_id?: string | number };
  data?: { audio?: string };
}

/** `api_url` of the config when set (its origin), else MiniMax's mainland API. */
function origin(config: Record<string, unknown>): string {
  const configured = text(config.api_url) || text(config.base_url);
  if (!configured) return DEFAULT_ORIGIN;
  try {
    return new URL(configured).origin;
  } catch {
    return DEFAULT_ORIGIN;
  }
}

function url(config: Record<string, unknown>, path: string): string {
  const group = text(config.group_id);
  return `${origin(config)}${path}${group ? `?GroupId=${encodeURIComponent(group)}` : ''}`;
}

function refused(answer: MinimaxAnswer): string | undefined {
  const code = answer.base_resp?.status_code;
  return code === 0 ? undefined : `${code ?? '?'} ${answer.base_resp?.status_msg ?? 'no answer'}`.trim();
}

/**
 * MiniMax voice cloning (platform.minimaxi.com "快速复刻"): the sample is uploaded to `/v1/files/upload` with
 * purpose `voice_clone`, then `/v1/voice_clone {file_id, voice_id}` clones it synchronously; the voice speaks through
 * T2A v2 (`/v1/t2a_v2`, audio as hex). Chosen as the second protocol because the MiniMax TTS config already exists
 * here (`minimax_httpstream`), it takes the bytes directly (no public URL of ours needed) and it is widely used.
 */
export class MinimaxCloneProvider implements CloneProvider {
  readonly #http: ProviderHttp;

  constructor(http: ProviderHttp) {
    this.#http = http;
  }

  #auth(config: Record<string, unknown>): Record<string, string> {
    return { authorization: `Bearer ${text(config.api_key)}` };
  }

  /** MiniMax ids: 8-256 letters and digits starting with a letter; a retraining appends part of its token. */
  voiceIdFor(current: string, retraining: boolean, token: string): string {
    return retraining ? `${current.replace(/r[0-9a-f]{8}$/, '')}r${token.slice(0, 8)}` : current;
  }

  async submit(target: CloneTarget, voiceId: string, sample: CloneSample) {
    const { config } = target;
    const form = new FormData();
    form.append('purpose', 'voice_clone');
    form.append('file', new Blob([new Uint8Array(sample.bytes)], { type: sample.format === 'wav' ? 'audio/wav' : 'audio/mpeg' }), `sample.${sample.format}`);
    const uploaded = (await providerCall(this.#http, url(config, '/v1/files/upload'), { headers: this.#auth(config), body: form })) as MinimaxAnswer;
    const uploadError = refused(uploaded);
    if (uploadError || uploaded.file?.file_id === undefined) throw new ProviderRefused(uploadError ?? 'no file_id');
    const fileId = uploaded.file.file_id;
    const cloned = (await providerCall(this.#http, url(config, '/v1/voice_clone'), {
      headers: { ...this.#auth(config), 'content-type': 'application/json' },
      body: JSON.stringify({ file_id: fileId, voice_id: voiceId }),
    })) as MinimaxAnswer;
    const error = refused(cloned);
    const progress: CloneProgress = error ? { state: 'failed', error } : { state: 'success' };
    return { progress, memo: { file_id: fileId } };
  }

  /** Cloning is synchronous: once submitted without an error the voice exists. */
  status(): Promise<CloneProgress> {
    return Promise.resolve({ state: 'success' });
  }

  async synthesize(target: CloneTarget, voiceId: string, sentence: string): Promise<Buffer> {
    const { config } = target;
    const answer = (await providerCall(this.#http, url(config, '/v1/t2a_v2'), {
      headers: { ...this.#auth(config), 'content-type': 'application/json' },
      body: JSON.stringify({
        model: text(config.model) || DEFAULT_SPEECH_MODEL,
        text: sentence,
        stream: false,
        voice_setting: { voice_id: voiceId, speed: 1, vol: 1, pitch: 0 },
        audio_setting: { sample_rate: 16000, format: 'wav', channel: 1 },
      }),
    })) as MinimaxAnswer;
    const error = refused(answer);
    if (error || !answer.data?.audio) throw new ProviderRefused(error ?? 'no audio');
    return Buffer.from(answer.data.audio, 'hex');
  }
}
