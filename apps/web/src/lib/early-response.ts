/**
 * Reads started before the code that uses them has loaded (app/early-reads.ts), handed to the first request for the
 * same URL with the same headers. Each is handed out once, and only for a short while: after that the data could be
 * stale, and the caller asks again.
 */
interface EarlyRead {
  headers: string;
  response: Promise<Response>;
  startedAt: number;
}

const FRESH_FOR_MS = 10_000;
const started = new Map<string, EarlyRead>();

const headersOf = (init: RequestInit) => JSON.stringify(init.headers ?? {});

export function startEarlyRead(url: string, init: RequestInit): void {
  const response = fetch(url, init);
  // A failure surfaces to the request that takes it, which then asks again; unclaimed, it is nobody's error.
  response.catch(() => undefined);
  started.set(url, { headers: headersOf(init), response, startedAt: Date.now() });
}

/** The early answer for this exact request, once; undefined when there is none, it is old, or the headers differ. */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early || (init.method ?? 'GET') !== 'GET') return undefined;
  started.delete(url);
  if (early.headers !== headersOf(init) || Date.now() - early.startedAt > FRESH_FOR_MS) return undefined;
  return early.response;
}
