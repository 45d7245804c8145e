/** Network errors of the driver's socket, and PostgreSQL's "shutting down / starting up / cannot connect" states. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/**
 * A failure that says the database cannot be reached right now, not that the request is wrong: the pool
 * reconnects by itself, so the caller gets 503 and tries again (SQLSTATE class 08 is "connection exception").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

/** PostgreSQL's refusal of NUL in text (22021) or jsonb (22P05): a last line behind the input rule, answered 400. */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
