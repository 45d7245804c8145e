import { env } from '../config/env.ts';
import { getToken } from '../stores/session-store.ts';

/** A failed plain read: the HTTP status, or the body's code when the answer carried no data. */
export class PlainReadError extends Error {
  readonly status: number;

  constructor(what: string, status: number) {
    super(`${what}: ${status}`);
    this.name = 'PlainReadError';
    this.status = status;
  }
}

interface Answer<T> {
  code?: number;
  data?: T;
}

/**
 * A plain fetch of a console path with the bearer header and credentials, outside the request wrapper (no retry,
 * no toast): a status other than 200 fails, and so does an answer without `data`. `what` names it in the error.
 */
export async function plainRead<T>(path: string, what: string): Promise<T> {
  const response = await fetch(`${env.apiBase}${path}`, { headers: { Authorization: `Bearer ${getToken()}` }, credentials: 'include' });
  if (response.status !== 200) throw new PlainReadError(what, response.status);
  const answer = (await response.json()) as Answer<T>;
  if (answer.data === undefined || answer.data === null) throw new PlainReadError(what, answer.code ?? response.status);
  return answer.data;
}
