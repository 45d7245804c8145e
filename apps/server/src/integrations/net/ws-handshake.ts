import WebSocket from 'ws';
import { classifyNetError, type NetFailure } from './net-failure.ts';

export type HandshakeResult = { ok: true } | { ok: false; failure: NetFailure; detail: string };

/** Opens a WebSocket to `url` with `headers` and closes it as soon as the handshake completes. */
export function probeWebSocket(url: string, headers: Record<string, string>, timeoutMs: number): Promise<HandshakeResult> {
  return new Promise((resolve) => {
    let settled = false;
    const socket = new WebSocket(url, { headers, handshakeTimeout: timeoutMs, followRedirects: false });
    const finish = (result: HandshakeResult) => {
      if (settled) return;
      settled = true;
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else socket.terminate();
      resolve(result);
    };
    socket.once('open', () => finish({ ok: true }));
    socket.once('unexpected-response', (_request, response) => finish({ ok: false, failure: 'rejected', detail: `HTTP ${response.statusCode ?? '?'}` }));
    socket.once('error', (error) => {
      const timedOut = error.message.includes('Opening handshake has timed out');
      finish({ ok: false, failure: timedOut ? 'timeout' : classifyNetError(error), detail: error.message });
    });
  });
}
