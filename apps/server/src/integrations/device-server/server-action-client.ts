import WebSocket from 'ws';
import { classifyNetError, type NetFailure } from '../net/net-failure.ts';

export interface ActionTimeouts {
  connectMs: number;
  replyMs: number;
}

export type ActionOutcome =
  | { kind: 'success' }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable'; failure: NetFailure; detail: string }
  | { kind: 'timeout' }
  | { kind: 'closed' };

interface ServerReply {
  type?: unknown;
  status?: unknown;
  message?: unknown;
  content?: { action?: unknown } | null;
}

const parse = (data: WebSocket.RawData): ServerReply | null => {
  try {
    const value = JSON.parse(data.toString()) as unknown;
    return typeof value === 'object' && value !== null ? (value as ServerReply) : null;
  } catch {
    return null;
  }
};

/**
 * Sends one `{"type":"server",...}` message over a device-server WebSocket and waits for its
 * `{"type":"server","status":"success"|"error"}` answer, as xiaozhi-server sends it. Other frames
 * (the device server's own greetings) are skipped.
 */
export function sendServerAction(url: string, headers: Record<string, string>, message: { action: string } & Record<string, unknown>, timeouts: ActionTimeouts): Promise<ActionOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let replyTimer: NodeJS.Timeout | undefined;
    const socket = new WebSocket(url, { headers, handshakeTimeout: timeouts.connectMs, followRedirects: false });
    const finish = (outcome: ActionOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(replyTimer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else socket.terminate();
      resolve(outcome);
    };
    socket.once('open', () => {
      replyTimer = setTimeout(() => finish({ kind: 'timeout' }), timeouts.replyMs);
      socket.send(JSON.stringify(message));
    });
    socket.on('message', (data) => {
      const reply = parse(data);
      if (reply?.type !== 'server') return;
      if (reply.status === 'success') finish({ kind: 'success' });
      else finish({ kind: 'refused', message: typeof reply.message === 'string' && reply.message.trim() ? reply.message.trim() : String(reply.status ?? 'error') });
    });
    socket.once('unexpected-response', (_request, response) => finish({ kind: 'unreachable', failure: 'rejected', detail: `HTTP ${response.statusCode ?? '?'}` }));
    socket.once('close', () => finish({ kind: 'closed' }));
    socket.once('error', (error) => {
      if (error.message.includes('Opening handshake has timed out')) finish({ kind: 'unreachable', failure: 'timeout', detail: error.message });
      else finish({ kind: 'unreachable', failure: classifyNetError(error), detail: error.message });
    });
  });
}
