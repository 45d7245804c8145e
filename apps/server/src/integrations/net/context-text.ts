import { guardedFetch } from './guarded-fetch.ts';

/** Longest context a provider may add to a prompt. */
const CONTEXT_MAX = 4000;

/**
 * What a context provider answers, as the device server puts it in the prompt: the `data` of a JSON answer (or the
 * whole answer), '' when the call fails. Through the guarded fetch like every URL a user typed.
 */
export async function fetchContextText(provider: { url: string; headers: Record<string, string> }, options: { allowPrivate: boolean; timeoutMs: number }): Promise<string> {
  try {
    const response = await guardedFetch(provider.url, { method: 'GET', headers: provider.headers, signal: AbortSignal.timeout(options.timeoutMs) }, { allowPrivate: options.allowPrivate });
    if (!response.ok) return '';
    const text = await response.text();
    try {
      const parsed = JSON.parse(text) as { data?: unknown };
      const data = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
      return (typeof data === 'string' ? data : JSON.stringify(data)).slice(0, CONTEXT_MAX);
    } catch {
      return text.slice(0, CONTEXT_MAX);
    }
  } catch {
    return '';
  }
}
