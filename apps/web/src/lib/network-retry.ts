import { MAX_RETRIES, RETRY_INTERVAL_MS } from '../config/ui.ts';
import { i18n } from './i18n/i18n.ts';
import { notify } from './notifier.ts';

/** One message slot for all retrying calls, so parallel failures update one toast instead of stacking. */
const RETRY_TOAST_KEY = 'network-retry';

export class NetworkError extends Error {
  override name = 'NetworkError';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A network failure is retried every 2 s, up to 10 times, warning "connecting to server (n)" where n is the
 * elapsed seconds divided by the retry interval; after more than 10 attempts it says it cannot connect and stops.
 * Only NetworkError triggers a retry; any other outcome (a response, a caller abort) passes straight through.
 */
export async function withNetworkRetry<T>(attempt: () => Promise<T>): Promise<T> {
  let firstFailureAt: number | undefined;
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      firstFailureAt ??= Date.now();
      if (retries >= MAX_RETRIES) {
        notify.error(i18n.t('common:http.unreachable'), RETRY_TOAST_KEY);
        throw error;
      }
      await wait(RETRY_INTERVAL_MS);
      const n = Math.floor((Date.now() - firstFailureAt) / RETRY_INTERVAL_MS);
      notify.warning(i18n.t('common:http.connecting', { n }), RETRY_TOAST_KEY);
    }
  }
}
