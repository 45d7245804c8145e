import type { CloneTtsType } from '@vox/contracts';
import type { FormData } from 'undici';
import { guardedFetch } from '../../../integrations/net/guarded-fetch.ts';

/** The slot's TTS model config, as the adapter reads it. */
export interface CloneTarget {
  type: CloneTtsType;
  config: Record<string, unknown>;
}

export interface CloneSample {
  bytes: Buffer;
  format: 'wav' | 'mp3';
  /** v1 language code of the slot (zh, en…). */
  language: string;
}

export type CloneProgress = { state: 'training' } | { state: 'success' } | { state: 'failed'; error: string };

/**
 * One provider's clone protocol. `submit` hands the sample over and may answer at once (MiniMax clones synchronously)
 * or `training` (Volcengine trains for minutes); `status` is asked until a terminal state. `memo` is the adapter's own
 * progress (JSON), saved between steps so a job resumed after a restart does not submit twice.
 */
export interface CloneProvider {
  submit(target: CloneTarget, voiceId: string, sample: CloneSample): Promise<{ progress: CloneProgress; memo: Record<string, unknown> }>;
  status(target: CloneTarget, voiceId: string, memo: Record<string, unknown>): Promise<CloneProgress>;
  /**
   * The provider voice id a training uses. Volcengine retrains a bought `S_` id in place; MiniMax cannot clone onto an
   * id it already has, so a retraining gets a new one and the working voice stays until the new one is ready.
   */
  voiceIdFor(current: string, retraining: boolean, token: string): string;
  /** A short clip in the cloned voice, as WAV. */
  synthesize(target: CloneTarget, voiceId: string, text: string): Promise<Buffer>;
}

/** The provider answered, and said no: training fails with its text (a network failure is retried instead). */
export class ProviderRefused extends Error {}

export interface ProviderHttp {
  timeoutMs: number;
}

/**
 * JSON (or form) over HTTP to the provider; the address comes from an administrator's model config, so private
 * addresses (a self-hosted gateway) are allowed as for other platform models, but still through the guarded fetch.
 */
export async function providerCall(http: ProviderHttp, url: string, init: { method?: string; headers?: Record<string, string>; body: string | FormData }): Promise<unknown> {
  let response;
  let text: string;
  try {
    response = await guardedFetch(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(http.timeoutMs) }, { allowPrivate: true });
    text = await response.text();
  } catch (error) {
    // undici says only "fetch failed"; the cause is what an operator can act on.
    const cause = (error as { cause?: Error }).cause ?? (error as Error);
    throw new Error(cause.name === 'TimeoutError' || cause.name === 'AbortError' ? `no answer within ${http.timeoutMs / 1000} s (timeout)` : `network error: ${cause.message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProviderRefused(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  if (response.status >= 500) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  return parsed;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
