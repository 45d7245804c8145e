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

/** A function call the model asked for; `arguments` is the JSON text it wrote. */
export interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** One message of a conversation in OpenAI's chat shape. */
export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: readonly LlmToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may call: JSON Schema parameters. */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A streamed chat completion with tools; `signal` ends it early (the reply so far is kept). */
export interface ChatStreamRequest extends Omit<ChatRequest, 'prompt' | 'replyLimit'> {
  messages: readonly LlmMessage[];
  tools?: readonly LlmTool[];
  signal?: AbortSignal;
}

export type StreamOutcome =
  | { ok: true; content: string; toolCalls: LlmToolCall[]; stopped: boolean }
  | Exclude<ChatOutcome, { ok: true }>;

export interface LlmClient {
  chat(request: ChatRequest): Promise<ChatOutcome>;
  /** Streams the answer's text to `onText` as it arrives; tool calls come whole in the outcome. */
  stream(request: ChatStreamRequest, onText: (text: string) => void): Promise<StreamOutcome>;
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

function failure(error: unknown, apiKey: string): Exclude<ChatOutcome, { ok: true }> {
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

  stream(request: ChatStreamRequest, onText: (text: string) => void): Promise<StreamOutcome> {
    return streamChat(request, onText);
  }
}

function wireMessage(message: LlmMessage): Record<string, unknown> {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.role !== 'assistant' || !message.toolCalls?.length) return { role: message.role, content: message.content };
  return {
    role: 'assistant',
    content: message.content,
    tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
  };
}

interface ToolCallPiece {
  index?: number;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

interface StreamDelta {
  choices?: { delta?: { content?: unknown; tool_calls?: unknown }; message?: { content?: unknown; tool_calls?: unknown } }[];
}

/** Gathers the text and the tool calls of a streamed answer (tool calls arrive in pieces keyed by index). */
class StreamedAnswer {
  content = '';
  readonly #calls: LlmToolCall[] = [];

  add(chunk: StreamDelta, onText: (text: string) => void): void {
    const delta = chunk.choices?.[0]?.delta ?? chunk.choices?.[0]?.message;
    if (!delta) return;
    if (typeof delta.content === 'string' && delta.content !== '') {
      this.content += delta.content;
      onText(delta.content);
    }
    if (Array.isArray(delta.tool_calls)) (delta.tool_calls as ToolCallPiece[]).forEach((piece, position) => this.#addPiece(piece, position));
  }

  #addPiece(piece: ToolCallPiece, position: number): void {
    const call = (this.#calls[typeof piece.index === 'number' ? piece.index : position] ??= { id: '', name: '', arguments: '' });
    if (typeof piece.id === 'string' && piece.id) call.id = piece.id;
    if (typeof piece.function?.name === 'string') call.name += piece.function.name;
    if (typeof piece.function?.arguments === 'string') call.arguments += piece.function.arguments;
  }

  toolCalls(): LlmToolCall[] {
    return this.#calls.filter(Boolean).map((call, index) => ({ ...call, id: call.id || `call_${index}` }));
  }
}

/** `data: …` lines of an event stream, as they complete. */
async function* eventData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trim();
}

function streamBody(request: ChatStreamRequest): string {
  return JSON.stringify({
    model: request.model,
    messages: request.messages.map(wireMessage),
    ...(request.tools?.length ? { tools: request.tools.map((tool) => ({ type: 'function', function: tool })) } : {}),
    ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    stream: true,
  });
}

/** Reads an event stream into `answer`; an answer sent whole (a server ignoring `stream`) is read too. */
async function readAnswer(response: Awaited<ReturnType<typeof guardedFetch>>, answer: StreamedAnswer, onText: (text: string) => void): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('event-stream')) return answer.add(JSON.parse(await response.text()) as StreamDelta, onText);
  if (!response.body) return;
  for await (const data of eventData(response.body)) {
    if (data === '[DONE]') break;
    if (data !== '') answer.add(JSON.parse(data) as StreamDelta, onText);
  }
}

/** The streaming call of {@link FetchLlmClient}. */
async function streamChat(request: ChatStreamRequest, onText: (text: string) => void): Promise<StreamOutcome> {
  const signals = [AbortSignal.timeout(request.timeoutMs), ...(request.signal ? [request.signal] : [])];
  const answer = new StreamedAnswer();
  try {
    const response = await guardedFetch(`${request.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal: AbortSignal.any(signals),
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}) },
      body: streamBody(request),
    }, { allowPrivate: request.allowPrivate });
    if (!response.ok) return { ok: false, kind: 'httpError', status: response.status, detail: scrub(errorDetail(await response.text()), request.apiKey) };
    await readAnswer(response, answer, onText);
  } catch (error) {
    if (request.signal?.aborted) return { ok: true, content: answer.content, toolCalls: [], stopped: true };
    if (error instanceof SyntaxError) return { ok: false, kind: 'badResponse', detail: scrub(error.message, request.apiKey) };
    return failure(error, request.apiKey);
  }
  return { ok: true, content: answer.content, toolCalls: answer.toolCalls(), stopped: false };
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
