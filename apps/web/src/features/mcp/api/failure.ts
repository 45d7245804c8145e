import type { ApiError } from '../../../lib/api-error.ts';

/** SPEC §8: the server's msg when it sent one (612/613/614 say exactly what is wrong), else the action's own text. */
export const failureText = (error: ApiError | null | undefined, fallback: string) => {
  const body = error?.body as { msg?: unknown } | undefined;
  const msg = typeof body?.msg === 'string' ? body.msg.trim() : '';
  return msg || fallback;
};
