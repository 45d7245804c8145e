import { guardedFetch } from '../net/guarded-fetch.ts';

/** One chat completion against an OpenAI-compatible endpoint. */
export interface ChatRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  prompt: string;
  maxTokens?: number;
  temperature?: number;
  timeoutMs: number;
  /** Private and loopback addresses allowed (an administrator's own model, or server.allow_private_urls). */
  allowPrivate: boolean;
  /** The reply is cut to this many characters (500 unless a caller needs more, e.g. a memory summary). */
  replyLimit?: number;
}

export type ChatOutcome =
  | { ok: true; reply: string; latencyMs: number }
  | { ok: false; kind: 'timeout' | 'network' | 'badResponse'; detail: string }
  | { ok: false; kind: 'httpError'; status: number; detail: string };

export interface LlmClient {
  chat(request: ChatRequest): Promise<ChatOutcome>;
}

const DETAIL_LIMIT = 200;

/** Error bodies are echoed to the caller, so anything that looks like the key is cut out. */
function scrub(text: string, apiKey: string): string {
  const short = text.replace(/\s+/g, ' ').trim().slice(0, DETAIL_LIMIT);
  return apiKey.length >= 4 ? short.replaceAll(apiKey, '****') : short;
}

function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (typeof error?.message === 'string') return error.message;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: the raw text is the detail
  }
  return body;
}

const isAbort = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as Error).name);

function failure(error: unknown, apiKey: string): ChatOutcome {
  if (isAbort(error)) return { ok: false, kind: 'timeout', detail: '' };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return { ok: false, kind: 'network', detail: scrub(cause?.code ?? cause?.message ?? (error as Error).message, apiKey) };
}

/**
 * The real adapter: POST {baseUrl}/chat/completions with a bearer key, one attempt, through the guarded fetch
 * (every hop's address checked and pinned, the key never sent to another origin).
 */
export class FetchLlmClient implements LlmClient {
  async chat(request: ChatRequest): Promise<ChatOutcome> {
    const started = performance.now();
    let response: Awaited<ReturnType<typeof guardedFetch>>;
    let text: string;
    try {
      response = await guardedFetch(`${request.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        signal: AbortSignal.timeout(request.timeoutMs),
        headers: { 'content-type': 'application/json', ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}) },
        body: JSON.stringify({
          model: request.model,
          messages: [{ role: 'user', content: request.prompt }],
          max_tokens: request.maxTokens ?? 32,
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          stream: false,
        }),
      }, { allowPrivate: request.allowPrivate });
      text = await response.text();
    } catch (error) {
      return failure(error, request.apiKey);
    }
    if (!response.ok) return { ok: false, kind: 'httpError', status: response.status, detail: scrub(errorDetail(text), request.apiKey) };
    const reply = readReply(text);
    if (reply === null) return { ok: false, kind: 'badResponse', detail: '' };
    return { ok: true, reply: reply.slice(0, request.replyLimit ?? 500), latencyMs: Math.round(performance.now() - started) };
  }
}

function readReply(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}
