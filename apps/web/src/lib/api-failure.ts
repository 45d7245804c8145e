import type { ApiError } from './api-error.ts';

/** The envelope msg the server sent with a failure, trimmed; '' when there was none. */
export const serverMessage = (error: unknown): string => {
  const body = (error as ApiError | null | undefined)?.body as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg.trim() : '';
};

/** The server's msg when it sent one, else this action's own failure text (never the generic HTTP one). */
export const failureText = (error: unknown, fallback: string): string => serverMessage(error) || fallback;
