import { MCP_PROXY_CLOSE, type McpProxyRole } from '@vox/contracts';
import type { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock.ts';

interface Member {
  socket: WebSocket;
  expiresAt: number;
}

type Pair = Partial<Record<McpProxyRole, Member>>;

const OPEN = 1;
const NOT_CONNECTED = -32000;

const peerOf = (role: McpProxyRole): McpProxyRole => (role === 'server' ? 'client' : 'server');

/** The JSON-RPC id of a request, so a client asking while no tool host is there gets an answer instead of silence. */
function requestId(text: string): string | number | null {
  try {
    const message = JSON.parse(text) as { id?: unknown; method?: unknown };
    return typeof message.method === 'string' && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : null;
  } catch {
    return null;
  }
}

/**
 * Relays MCP JSON-RPC between the two sides of one user's proxy (v1-api.md §5.7): the tool host (`server`,
 * which runs an MCP server) and the agent side (`client`). One socket per side; a newer one replaces the
 * older (close 4000). Messages pass through unchanged. In one process: several API processes would need a
 * shared bus (DESIGN §8).
 */
export class McpProxyHub {
  readonly #pairs = new Map<string, Pair>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  attach(userId: string, role: McpProxyRole, socket: WebSocket, expiresAt: number): void {
    const pair = this.#pairs.get(userId) ?? {};
    this.#pairs.set(userId, pair);
    pair[role]?.socket.close(MCP_PROXY_CLOSE.replaced, 'replaced by a newer connection');
    const member: Member = { socket, expiresAt };
    pair[role] = member;
    socket.on('message', (data, isBinary) => {
      if (this.#clock.now() >= member.expiresAt) {
        socket.close(MCP_PROXY_CLOSE.expired, 'token expired');
        return;
      }
      const peer = pair[peerOf(role)];
      if (peer && peer.socket.readyState === OPEN) {
        peer.socket.send(data, { binary: isBinary });
        return;
      }
      const id = role === 'client' ? requestId(data.toString()) : null;
      if (id !== null) socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: NOT_CONNECTED, message: 'tool host not connected' } }));
    });
    socket.on('close', () => {
      if (pair[role] === member) delete pair[role];
      if (!pair.server && !pair.client) this.#pairs.delete(userId);
    });
  }

  /** The user's proxy tokens were revoked: both sides leave. */
  closeUser(userId: string): void {
    const pair = this.#pairs.get(userId);
    for (const member of Object.values(pair ?? {})) member.socket.close(MCP_PROXY_CLOSE.revoked, 'token revoked');
  }

  closeAll(): void {
    for (const userId of [...this.#pairs.keys()]) this.closeUser(userId);
  }
}
