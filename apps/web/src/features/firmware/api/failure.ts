import type { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifier.ts';

const serverMsg = (error: ApiError) => {
  const body = error.body as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg.trim() : '';
};

/** SPEC §8: the server's msg when it sent one, else this action's own failure text. */
export const failWith = (fallback: string) => (error: ApiError) => notify.error(serverMsg(error) || fallback);
