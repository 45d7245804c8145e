import { guardedFetch } from '../net/guarded-fetch.ts';

/** One text spoken by an OpenAI-compatible TTS endpoint (`POST …/audio/speech`). */
export interface SpeechRequest {
  /** The full URL of the speech endpoint, as the TTS config's `api_url` gives it. */
  url: string;
  apiKey: string;
  model: string;
  voice: string;
  speed?: number;
  text: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export type SpeechOutcome = { ok: true; audio: Buffer; contentType: string } | { ok: false; status?: number; detail: string };

const DETAIL_LIMIT = 200;

/** Error bodies are shown to the user, so the key is cut out of them. */
function scrub(text: string, apiKey: string): string {
  const short = text.replace(/\s+/g, ' ').trim().slice(0, DETAIL_LIMIT);
  return apiKey.length >= 4 ? short.replaceAll(apiKey, '****') : short;
}

export interface SpeechClient {
  speak(request: SpeechRequest): Promise<SpeechOutcome>;
}

/** The real adapter, through the guarded fetch (every hop checked, the key never sent to another origin). */
export class OpenAiSpeechClient implements SpeechClient {
  async speak(request: SpeechRequest): Promise<SpeechOutcome> {
    try {
      const response = await guardedFetch(request.url, {
        method: 'POST',
        signal: AbortSignal.timeout(request.timeoutMs),
        headers: { 'content-type': 'application/json', ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}) },
        body: JSON.stringify({ model: request.model, voice: request.voice, input: request.text, response_format: 'mp3', ...(request.speed ? { speed: request.speed } : {}) }),
      }, { allowPrivate: request.allowPrivate });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok) return { ok: false, status: response.status, detail: scrub(bytes.toString('utf8'), request.apiKey) };
      return { ok: true, audio: bytes, contentType: response.headers.get('content-type') ?? 'audio/mpeg' };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { ok: false, detail: scrub(cause?.code ?? cause?.message ?? (error as Error).message, request.apiKey) };
    }
  }
}
