import { ErrorCode,
  fillPath,
  isSuccessCode,
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  type Envelope,
  type RawAnswer,
} from '@vox/contracts';
import { REQUEST_TIMEOUT_MS } from '../config/ui.ts';
import { clearAuth } from '../stores/session-store.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyResponse } from './early-response.ts';
import { buildInit, buildUrl, type HttpMethod } from './http-request.ts';
import { i18n } from './i18n/i18n.ts';
import { goToLogin } from './navigation.ts';
import { NetworkError, withNetworkRetry } from './network-retry.ts';
import { currentSession } from './request-session.ts';
import { notify } from './notifier.ts';

export type ResponseType = 'json' | 'blob' | 'text';

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  /** Query parameters for GET/HEAD/DELETE, the body otherwise (FormData passes through). */
  data?: unknown;
  /** Overrides the API base; by default /xiaozhi, or '' for /v1 paths. */
  base?: string;
  responseType?: ResponseType;
  headers?: Record<string, string>;
  /** The caller's failure handler replaces the default error toast and receives the error data. */
  onFailure?: (error: ApiError) => void;
  /** Network failures are retried unless this is false. */
  retry?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  body: unknown;
}

/** {code, msg, data}; a body with msg and data but no code is an envelope whose code is absent. */
const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && ('code' in body || ('msg' in body && 'data' in body));

const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Reads the body in the caller's format. A JSON answer to a blob/text call that reports a failure (an error status or
 * a failing code, e.g. a rate-limited captcha) is read as an envelope so the usual rules apply.
 */
async function readBody(response: Response, responseType: ResponseType): Promise<unknown> {
  if (responseType === 'json') return parseJson(await response.text());
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return responseType === 'blob' ? response.blob() : response.text();
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok || (isEnvelope(parsed) && !isSuccessCode(parsed.code))) return parsed;
  return responseType === 'blob' ? new Blob([text], { type: contentType }) : text;
}

/** One attempt with its own 30 s timer; a throw or a timeout becomes a NetworkError, a caller abort does not. */
async function send(url: string, init: RequestInit, options: RequestOptions): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await (takeEarlyResponse(url, init) ?? fetch(url, { ...init, signal: controller.signal }));
    return { status: response.status, body: await readBody(response, options.responseType ?? 'json') };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(controller.signal.aborted ? 'timeout' : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function fail(options: Pick<RequestOptions, 'onFailure'>, error: ApiError): never {
  if (options.onFailure) options.onFailure(error);
  else notify.error(error.message);
  throw error;
}

const envelopeMessage = (body: unknown) => (isEnvelope(body) && typeof body.msg === 'string' ? body.msg : '');

/**
 * How every answer is read, in order. Two readings of ours: a body code 401 means "signed out" whatever the HTTP status, and a
 * 4xx answer that carries an envelope msg (validation 400, forbidden 403, rate limit 429…) shows that msg, because
 * it tells the user what to fix; other non-2xx answers show "network request error【status】".
 */
function check(options: Pick<RequestOptions, 'onFailure'>, { status, body }: RawResponse): unknown {
  if (isEnvelope(body) && Number(body.code) === ErrorCode.UNAUTHORIZED) {
    clearAuth();
    goToLogin();
    throw new ApiError(envelopeMessage(body), { kind: 'auth', status, code: body.code, body, handled: true });
  }
  if (status < 200 || status > 299) {
    const msg = status >= 400 && status < 500 ? envelopeMessage(body) : '';
    const message = msg || i18n.t('common:http.statusError', { status });
    fail(options, new ApiError(message, { kind: 'status', status, code: isEnvelope(body) ? body.code : undefined, body, handled: true }));
  }
  if (isEnvelope(body) && !isSuccessCode(body.code)) {
    const message = envelopeMessage(body) || i18n.t('common:http.codeError', { code: String(body.code) });
    fail(options, new ApiError(message, { kind: 'code', status, code: body.code, body, handled: true }));
  }
  return body;
}

async function execute(options: RequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const url = buildUrl(options.url, method, options.data, options.base);
  const attempt = () => send(url, buildInit(method, options.data, options.headers ?? {}, currentSession()), options);
  try {
    const raw = await (options.retry === false ? attempt() : withNetworkRetry(attempt));
    return check(options, raw);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    throw new ApiError(i18n.t('common:http.unreachable'), { kind: 'network', status: 0, handled: true });
  }
}

/** The whole envelope, for the few reads that test the code themselves (e.g. public config: code 0 only). */
export async function requestEnvelope<T>(options: RequestOptions): Promise<Envelope<T>> {
  const body = await execute(options);
  return isEnvelope(body) ? (body as Envelope<T>) : { code: undefined, msg: '', data: body as T };
}

/** The one transport: resolves with the envelope's data (or the blob/text asked for), rejects with ApiError. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const body = await execute(options);
  return (isEnvelope(body) ? body.data : body) as T;
}

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/** The default failure handler of declared calls: the query client (query-client.ts) shows failures in one place. */
export const leaveToQueryClient = () => undefined;

/** A raw answer (an image, audio) arrives as a Blob; everything else as the declaration's response type. */
export type ApiResult<E extends Endpoint> = E['response'] extends RawAnswer ? Blob : EndpointData<E>;

/** The request for a declared endpoint: the URL from its path and parameters, the query or the body from the input. */
function requestFor(endpoint: Endpoint, input: object, options: CallOptions): RequestOptions {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  // An endpoint from endpointAt carries no response declaration: its caller asks for a blob itself.
  const answer = endpoint.response as Endpoint['response'] | undefined;
  const raw = answer !== undefined && 'kind' in answer && answer.kind === 'raw';
  return {
    ...(raw ? { responseType: 'blob' as const } : {}),
    // Failures are shown in one place, the query client (query-client.ts), not by the transport.
    onFailure: leaveToQueryClient,
    ...options,
    url: fillPath(endpoint.path, params),
    method: endpoint.method,
    data: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? query : body,
  };
}

/** The one typed call: resolves with the declared answer, rejects with ApiError. */
export function api<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<ApiResult<E>> {
  return request<ApiResult<E>>(requestFor(endpoint, input, options));
}

/** The whole envelope of a declared endpoint, for the reads that test the code themselves (public config). */
export function apiEnvelope<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<Envelope<ApiResult<E>>> {
  return requestEnvelope<ApiResult<E>>(requestFor(endpoint, input, options));
}

/** The MCP-store style: [data, null] on success, [null, error data] on failure, with no default toast. */
export async function apiTuple<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<[ApiResult<E>, null] | [null, ApiError]> {
  let failure: ApiError | undefined;
  try {
    const data = await api(endpoint, input, { ...options, onFailure: options.onFailure ?? ((error) => (failure = error)) });
    return [data, null];
  } catch (error) {
    if (error instanceof ApiError) return [null, failure ?? error];
    throw error;
  }
}

/**
 * An endpoint by its method and path, checked against its declaration's type: for the sign-in screens, which must
 * not load the declarations' zod schemas (src/app/sign-in-weight.test.ts). Calls read only method and path.
 */
export const endpointAt = <E extends Endpoint>(method: E['method'], path: E['path']): E => ({ method, path }) as E;

/**
 * What a non-fetch transport (the XHR upload in lib/upload.ts) does with an answer: the same rules as every
 * call, then the envelope's data. Failures are reported through `onFailure` or the default toast, as above.
 */
export function readAnswer<T>(options: Pick<RequestOptions, 'onFailure'>, status: number, text: string): T {
  const body = check(options, { status, body: parseJson(text) });
  return (isEnvelope(body) ? body.data : body) as T;
}

/** The network failure every transport reports ("seems unable to connect"), through `onFailure` or the toast. */
export function networkFailure(options: Pick<RequestOptions, 'onFailure'>): never {
  return fail(options, new ApiError(i18n.t('common:http.unreachable'), { kind: 'network', status: 0, handled: true }));
}

/** Each `data:` payload of a server-sent event stream, as its event completes. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) if (line.startsWith('data:')) onData(line.slice(5).trim());
    }
  }
}

/**
 * A declared endpoint that answers server-sent events: each event's data goes to `onData` as it arrives. A refusal
 * before the stream opens (an envelope) rejects with ApiError like any call; aborting `signal` ends it quietly.
 */
export async function apiStream<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, onData: (data: string) => void, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const options = requestFor(endpoint, input, {});
  const method = options.method ?? 'POST';
  const url = buildUrl(options.url, method, options.data, options.base);
  let response: Response;
  try {
    response = await fetch(url, { ...buildInit(method, options.data, { Accept: 'text/event-stream' }, currentSession()), ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) return;
    throw new ApiError(i18n.t('common:http.unreachable'), { kind: 'network', status: 0, handled: true, body: String(error) });
  }
  if (!(response.headers.get('content-type') ?? '').includes('event-stream') || !response.body) {
    check(options, { status: response.status, body: parseJson(await response.text()) });
    return;
  }
  try {
    await readEvents(response.body, onData);
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
}
