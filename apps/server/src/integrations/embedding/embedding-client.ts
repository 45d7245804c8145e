import { guardedFetch, OutboundRefused } from '../net/guarded-fetch.ts';

/** Where and how to embed: one configured model (an OpenAI-compatible `/embeddings` endpoint). */
export interface EmbeddingTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Sent only when set (OpenAI's text-embedding-3 and some servers shorten vectors to it). */
  dimensions?: number;
  /** Texts per request; the provider's own limit decides (OpenAI 2048, small local servers less). */
  batchSize?: number;
  /** Private and loopback addresses allowed (an administrator's own model, or server.allow_private_urls). */
  allowPrivate: boolean;
}

export type EmbeddingFailure = 'timeout' | 'network' | 'httpError' | 'badResponse' | 'refused';

/** Why a call failed, in the provider's words where it gave any (its key cut out). */
export class EmbeddingError extends Error {
  readonly kind: EmbeddingFailure;
  readonly status: number | null;

  constructor(kind: EmbeddingFailure, message: string, status: number | null = null) {
    super(message);
    this.name = 'EmbeddingError';
    this.kind = kind;
    this.status = status;
  }
}

export interface EmbeddingClient {
  /** One vector per text, in the texts' order; batched as the target says. */
  embed(target: EmbeddingTarget, texts: readonly string[]): Promise<Float32Array[]>;
}

export const DEFAULT_EMBEDDING_BATCH = 32;
export const DEFAULT_EMBEDDING_TIMEOUT_MS = 60_000;
const DETAIL_LIMIT = 300;

/** Error bodies end up in failure texts users read, so anything that looks like the key is cut out. */
function scrub(text: string, apiKey: string): string {
  const short = text.replace(/\s+/g, ' ').trim().slice(0, DETAIL_LIMIT);
  return apiKey.length >= 4 ? short.replaceAll(apiKey, '****') : short;
}

function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (typeof error?.message === 'string') return error.message;
    if (typeof parsed.message === 'string') return parsed.message;
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // not JSON: the raw text is the detail
  }
  return body;
}

/** `data[].embedding` sorted by `index` (the protocol allows any order), every vector of one length. */
function readVectors(text: string, expected: number): Float32Array[] | null {
  let parsed: { data?: { index?: unknown; embedding?: unknown }[] };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return null;
  }
  if (!Array.isArray(parsed.data) || parsed.data.length !== expected) return null;
  const items = parsed.data.map((item, position) => ({ index: typeof item.index === 'number' ? item.index : position, embedding: item.embedding }));
  items.sort((a, b) => a.index - b.index);
  const vectors: Float32Array[] = [];
  for (const item of items) {
    if (!Array.isArray(item.embedding) || item.embedding.length === 0 || !item.embedding.every((value) => typeof value === 'number' && Number.isFinite(value))) return null;
    vectors.push(Float32Array.from(item.embedding as number[]));
  }
  const length = vectors[0]?.length;
  return vectors.every((vector) => vector.length === length) ? vectors : null;
}

/**
 * The real adapter: `POST {baseUrl}/embeddings {model, input: string[]}` with a bearer key when one is set, one
 * attempt per batch (the caller's job retries with backoff), through the guarded fetch: every hop's address checked
 * and pinned, the key never sent to another origin.
 */
export class OpenAiEmbeddingClient implements EmbeddingClient {
  readonly #timeoutMs: number;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_EMBEDDING_TIMEOUT_MS;
  }

  async embed(target: EmbeddingTarget, texts: readonly string[]): Promise<Float32Array[]> {
    const size = Math.max(1, target.batchSize ?? DEFAULT_EMBEDDING_BATCH);
    const vectors: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += size) vectors.push(...(await this.#batch(target, texts.slice(i, i + size))));
    return vectors;
  }

  async #batch(target: EmbeddingTarget, input: readonly string[]): Promise<Float32Array[]> {
    let status: number;
    let text: string;
    try {
      const response = await guardedFetch(
        `${target.baseUrl.replace(/\/+$/, '')}/embeddings`,
        {
          method: 'POST',
          signal: AbortSignal.timeout(this.#timeoutMs),
          headers: { 'content-type': 'application/json', ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}) },
          body: JSON.stringify({ model: target.model, input, ...(target.dimensions ? { dimensions: target.dimensions } : {}) }),
        },
        { allowPrivate: target.allowPrivate },
      );
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (['TimeoutError', 'AbortError'].includes((error as Error).name)) throw new EmbeddingError('timeout', `no answer within ${this.#timeoutMs / 1000} s`);
      if (error instanceof OutboundRefused) throw new EmbeddingError('refused', error.message);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new EmbeddingError('network', scrub(cause?.code ?? cause?.message ?? (error as Error).message, target.apiKey));
    }
    if (status < 200 || status > 299) throw new EmbeddingError('httpError', `HTTP ${status}: ${scrub(errorDetail(text), target.apiKey) || 'no message'}`, status);
    const vectors = readVectors(text, input.length);
    if (!vectors) throw new EmbeddingError('badResponse', `the answer is not an embeddings list of ${input.length} vectors`);
    return vectors;
  }
}

/** Vectors as stored beside the segments: float32, little-endian, whatever the machine's byte order. */
export function vectorToBytes(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i]!, true);
  return bytes;
}

export function bytesToVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}
