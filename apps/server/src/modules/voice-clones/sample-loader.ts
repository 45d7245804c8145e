import { CLONE_SAMPLE_MAX_SECONDS, CLONE_SAMPLE_MIN_SECONDS, ErrorCode, UPLOAD_RULES, voiceCloneMessages } from '@vox/contracts';
import type { Readable } from 'node:stream';
import { guardedFetch, OutboundRefused } from '../../integrations/net/guarded-fetch.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadsService } from '../uploads/index.ts';
import { audioDuration } from './audio-duration.ts';

/** The voice upload limit (10 MB) holds for linked samples too. */
const MAX_BYTES = UPLOAD_RULES.voice.maxBytes;
/** A sample trimmed to 60 s in the browser may come out a few milliseconds longer. */
const LENGTH_SLACK_SECONDS = 0.5;
const FETCH_TIMEOUT_MS = 20_000;
const AUDIO_URL = /^https?:\/\/[^\s]+\.(mp3|wav)(?:[?#][^\s]*)?$/i;

export interface CheckedSample {
  bytes: Buffer;
  format: 'wav' | 'mp3';
  seconds: number;
}

const bad = (message: (typeof voiceCloneMessages)[keyof typeof voiceCloneMessages], ...params: (string | number)[]) =>
  new AppError(ErrorCode.BAD_REQUEST, [], Object.fromEntries(Object.entries(message).map(([locale, text]) => [locale, params.reduce<string>((out, value, index) => out.replace(`{${index}}`, String(value)), text)])) as never);

async function readCapped(body: Readable | AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BYTES) throw bad(voiceCloneMessages.tooLarge, MAX_BYTES / 1024 / 1024);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Reads a sample from an upload key of the caller's or an http(s) .mp3/.wav URL, and checks it is 8-60 s of audio. */
export class SampleLoader {
  readonly #uploads: UploadsService;
  readonly #allowPrivate: () => Promise<boolean>;

  constructor(uploads: UploadsService, allowPrivate: () => Promise<boolean>) {
    this.#uploads = uploads;
    this.#allowPrivate = allowPrivate;
  }

  async load(userId: string, key: string): Promise<CheckedSample> {
    return check(this.#uploads.referenceKey(userId, key) ? await this.#fromUpload(userId, key) : await this.#fromUrl(key));
  }

  async #fromUpload(userId: string, key: string): Promise<Buffer> {
    const file = await this.#uploads.resolve(userId, 'voice', key, 'key');
    return readCapped(await file.open());
  }

  async #fromUrl(key: string): Promise<Buffer> {
    if (!AUDIO_URL.test(key)) throw bad(voiceCloneMessages.badKey);
    let response;
    try {
      response = await guardedFetch(key, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }, { allowPrivate: await this.#allowPrivate() });
    } catch (error) {
      if (error instanceof OutboundRefused || (error as { cause?: unknown }).cause instanceof OutboundRefused) throw bad(voiceCloneMessages.privateUrl);
      throw bad(voiceCloneMessages.fetchFailed, (error as Error).message);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw bad(voiceCloneMessages.fetchFailed, `HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) {
      await response.body.cancel();
      throw bad(voiceCloneMessages.tooLarge, MAX_BYTES / 1024 / 1024);
    }
    return readCapped(response.body as AsyncIterable<Uint8Array>);
  }
}

export function check(bytes: Buffer): CheckedSample {
  const audio = audioDuration(bytes);
  if (!audio) throw bad(voiceCloneMessages.notAudio);
  const seconds = Math.round(audio.seconds * 10) / 10;
  if (audio.seconds < CLONE_SAMPLE_MIN_SECONDS) throw bad(voiceCloneMessages.tooShort, seconds);
  if (audio.seconds > CLONE_SAMPLE_MAX_SECONDS + LENGTH_SLACK_SECONDS) throw bad(voiceCloneMessages.tooLong, seconds);
  return { bytes, format: audio.format, seconds: audio.seconds };
}
