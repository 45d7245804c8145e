import { ErrorCode, PARAM_ARRAY_SEPARATOR } from '@vox/contracts';
import { describeNetFailure } from '../../../integrations/net/net-failure.ts';
import { probeWebSocket } from '../../../integrations/net/ws-handshake.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isLoopbackHost, parseUrl } from './loopback.ts';
import type { LiveCheckDeps } from './live-check-deps.ts';

/** `server.websocket`: every `;`-separated address is ws(s), not loopback, and completes a handshake. */
export async function checkWebsocketList(value: string, deps: LiveCheckDeps): Promise<void> {
  const urls = value.split(PARAM_ARRAY_SEPARATOR).map((url) => url.trim());
  for (const raw of urls) {
    if (raw === '') throw new AppError(ErrorCode.WS_URL_EMPTY);
    const url = parseUrl(raw);
    if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:')) throw new AppError(ErrorCode.WS_URL_FORMAT, [raw]);
    if (isLoopbackHost(url.hostname)) throw new AppError(ErrorCode.WS_URL_LOOPBACK, [raw]);
  }
  const results = await Promise.all(urls.map(async (url) => ({ url, result: await probeWebSocket(url, await deps.webSocketHeaders(), deps.timeoutMs) })));
  const failed = results.find(({ result }) => !result.ok);
  if (failed && !failed.result.ok) {
    throw new AppError(ErrorCode.WS_URL_UNREACHABLE, [failed.url, describeNetFailure(failed.result.failure, failed.result.detail)]);
  }
}
