import { guardedFetch, OutboundRefused } from '../net/guarded-fetch.ts';
import { FormData } from 'undici';

/**
 * Where the voiceprint service lives, read from `server.voice_print` as upstream reads it:
 * `http://host:8005/voiceprint/health?key=XXX` → base `http://host:8005`, key `XXX` sent as a bearer token.
 */
export interface VoiceprintTarget {
  baseUrl: string;
  key: string;
  /** The address is an administrator's (a param), so a service on the local network is allowed. */
  allowPrivate: boolean;
}

/** The param as a target; null when it is unset ("null", empty) or not a URL with a key. */
export function voiceprintTarget(param: string | undefined): VoiceprintTarget | null {
  const raw = param?.trim();
  if (!raw || raw === 'null') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const key = url.searchParams.get('key');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !key) return null;
  return { baseUrl: url.origin, key, allowPrivate: true };
}

export type VoiceprintFailure = 'timeout' | 'network' | 'httpError' | 'badResponse' | 'refused' | 'rejected';

/** Why a call failed, in the service's words where it gave any (the key cut out). */
export class VoiceprintServiceError extends Error {
  readonly kind: VoiceprintFailure;

  constructor(kind: VoiceprintFailure, message: string) {
    super(message);
    this.name = 'VoiceprintServiceError';
    this.kind = kind;
  }
}

export interface IdentifyAnswer {
  /** The closest candidate, or null when the service named none. */
  speakerId: string | null;
  score: number;
}

export interface VoiceprintClient {
  /** Compares the WAV against the candidates (never called with none). */
  identify(target: VoiceprintTarget, speakerIds: readonly string[], wav: Buffer): Promise<IdentifyAnswer>;
  register(target: VoiceprintTarget, speakerId: string, wav: Buffer): Promise<void>;
  /** A speaker the service does not know counts as removed. */
  unregister(target: VoiceprintTarget, speakerId: string): Promise<void>;
}

export const DEFAULT_VOICEPRINT_TIMEOUT_MS = 15_000;
const DETAIL_LIMIT = 200;

function scrub(text: string, key: string): string {
  const short = text.replace(/\s+/g, ' ').trim().slice(0, DETAIL_LIMIT);
  return key.length >= 4 ? short.replaceAll(key, '****') : short;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** FastAPI answers `{detail}`, voiceprint-api `{msg}`; anything else is shown as sent. */
function detailOf(text: string): string {
  const body = parseJson(text);
  for (const field of ['msg', 'detail', 'message', 'error']) if (typeof body?.[field] === 'string') return body[field];
  return text;
}

const wavForm = (fields: Record<string, string>, wav: Buffer): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'audio.wav');
  return form;
};

/** A failed connection as the service error the console reports. */
function transportFailure(error: unknown, timeoutMs: number, key: string): VoiceprintServiceError {
  if (['TimeoutError', 'AbortError'].includes((error as Error).name)) return new VoiceprintServiceError('timeout', String(timeoutMs / 1000));
  if (error instanceof OutboundRefused) return new VoiceprintServiceError('refused', error.message);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new VoiceprintServiceError('network', scrub(cause?.code ?? cause?.message ?? (error as Error).message, key));
}

/**
 * The voiceprint-api protocol xiaozhi-server and upstream's console speak: multipart
 * `POST /voiceprint/register {speaker_id, file}` → `{success, msg}`, `POST /voiceprint/identify {speaker_ids, file}` →
 * `{speaker_id, score}`, `DELETE /voiceprint/{id}`; bearer key; through the guarded fetch.
 */
export class HttpVoiceprintClient implements VoiceprintClient {
  readonly #timeoutMs: number;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_VOICEPRINT_TIMEOUT_MS;
  }

  async identify(target: VoiceprintTarget, speakerIds: readonly string[], wav: Buffer): Promise<IdentifyAnswer> {
    const body = await this.#call(target, 'POST', '/voiceprint/identify', wavForm({ speaker_ids: speakerIds.join(',') }, wav));
    const score = Number(body.score ?? 0);
    if (!Number.isFinite(score)) throw new VoiceprintServiceError('badResponse', 'score');
    const speakerId = typeof body.speaker_id === 'string' && body.speaker_id !== '' ? body.speaker_id : null;
    return { speakerId, score };
  }

  async register(target: VoiceprintTarget, speakerId: string, wav: Buffer): Promise<void> {
    const body = await this.#call(target, 'POST', '/voiceprint/register', wavForm({ speaker_id: speakerId }, wav));
    if (body.success === false) throw new VoiceprintServiceError('rejected', scrub(String(body.msg ?? ''), target.key));
  }

  async unregister(target: VoiceprintTarget, speakerId: string): Promise<void> {
    await this.#call(target, 'DELETE', `/voiceprint/${encodeURIComponent(speakerId)}`, undefined, true);
  }

  async #call(target: VoiceprintTarget, method: string, path: string, body: FormData | undefined, missingIsFine = false): Promise<Record<string, unknown>> {
    const { status, text } = await this.#send(target, method, path, body);
    if (missingIsFine && status === 404) return {};
    if (status < 200 || status > 299) throw new VoiceprintServiceError('httpError', `HTTP ${status}: ${scrub(detailOf(text), target.key) || '-'}`);
    if (text.trim() === '') return {};
    const parsed = parseJson(text);
    if (!parsed) throw new VoiceprintServiceError('badResponse', scrub(text, target.key));
    return parsed;
  }

  async #send(target: VoiceprintTarget, method: string, path: string, body: FormData | undefined): Promise<{ status: number; text: string }> {
    try {
      const response = await guardedFetch(
        `${target.baseUrl}${path}`,
        { method, body, signal: AbortSignal.timeout(this.#timeoutMs), headers: { authorization: `Bearer ${target.key}`, accept: 'application/json' } },
        { allowPrivate: target.allowPrivate },
      );
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw transportFailure(error, this.#timeoutMs, target.key);
    }
  }
}
