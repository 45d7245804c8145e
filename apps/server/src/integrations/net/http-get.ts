import { classifyNetError, type NetFailure } from './net-failure.ts';

export type HttpGetResult = { ok: true; status: number; body: string } | { ok: false; failure: NetFailure; detail: string };

/** Largest reply body read; health answers are one line. */
const MAX_BODY = 64 * 1024;

/** One GET with a deadline; the body is read as text, cut at 64 KiB. Redirects are not followed. */
export async function httpGetText(url: string, timeoutMs: number): Promise<HttpGetResult> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.text()).slice(0, MAX_BODY);
    return { ok: true, status: response.status, body };
  } catch (error) {
    return { ok: false, failure: classifyNetError(error), detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
}
