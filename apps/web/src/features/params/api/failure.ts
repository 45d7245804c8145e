import type { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifier.ts';

export const serverMsg = (error: unknown): string => {
  const body = (error as ApiError | undefined)?.body as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg.trim() : '';
};

/** SPEC §8: the server's msg when it sent one, else this action's own failure text. */
export const failWith = (fallback: string) => (error: ApiError) => notify.error(serverMsg(error) || fallback);

/** The dialog shows the failure itself (a live check's explanation), so no toast. */
export const failInPlace = () => undefined;
