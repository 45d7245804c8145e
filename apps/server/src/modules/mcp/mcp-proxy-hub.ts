import { MCP_PROXY_CLOSE, type McpProxyRole } from '@vox/contracts';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../../lib/clock.ts';
import type { ProxyBus, ProxyBusMessage } from './mcp-proxy-bus.ts';

interface Member {
  socket: WebSocket;
  expiresAt: number;
}

type Pair = Partial<Record<McpProxyRole, Member>>;

const OPEN = 1;
const NOT_CONNECTED = -32000;

const peerOf = (role: McpProxyRole): McpProxyRole => (role === 'server' ? 'client' : 'server');

const bytesOf = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

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
 * Relays MCP JSON-RPC between the two sides of one user's proxy: the tool host (`server`,
 * which runs an MCP server) and the agent side (`client`). One socket per side; a newer one replaces the
 * older (close 4000), wherever it is connected. Messages pass through unchanged. With several console processes the
 * two sides may be connected to different ones: the bus (Redis) carries messages, replacements and revocations
 * between them.
 */
export class McpProxyHub {
  readonly #pairs = new Map<string, Pair>();
  readonly #clock: Clock;
  readonly #bus: ProxyBus | null;

  constructor(clock: Clock, bus: ProxyBus | null = null) {
    this.#clock = clock;
    this.#bus = bus;
  }

  /** Starts handling what other processes ask (once, before the first socket). */
  async listen(): Promise<void> {
    await this.#bus?.listen((message) => this.#fromBus(message));
  }

  #fromBus(message: ProxyBusMessage): void {
    const pair = this.#pairs.get(message.userId);
    if (message.type === 'closeUser') {
      for (const member of Object.values(pair ?? {})) member.socket.close(MCP_PROXY_CLOSE.revoked, 'token revoked');
      return;
    }
    const member = pair?.[message.role];
    if (!member) return;
    if (message.type === 'replaced') member.socket.close(MCP_PROXY_CLOSE.replaced, 'replaced by a newer connection');
    else if (member.socket.readyState === OPEN) member.socket.send(Buffer.from(message.data, 'base64'), { binary: message.binary });
  }

  attach(userId: string, role: McpProxyRole, socket: WebSocket, expiresAt: number): void {
    const pair = this.#pairs.get(userId) ?? {};
    this.#pairs.set(userId, pair);
    pair[role]?.socket.close(MCP_PROXY_CLOSE.replaced, 'replaced by a newer connection');
    const member: Member = { socket, expiresAt };
    pair[role] = member;
    void this.#bus?.claim(userId, role).catch(() => undefined);
    // One message at a time per socket, so relayed messages keep their order even when the bus is asked first.
    let relayed = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      if (this.#clock.now() >= member.expiresAt) {
        socket.close(MCP_PROXY_CLOSE.expired, 'token expired');
        return;
      }
      relayed = relayed.then(() => this.#relay(userId, role, socket, bytesOf(data), isBinary)).catch(() => undefined);
    });
    socket.on('close', () => {
      if (pair[role] !== member) return;
      delete pair[role];
      if (!pair.server && !pair.client) this.#pairs.delete(userId);
      void this.#bus?.release(userId, role).catch(() => undefined);
    });
  }

  async #relay(userId: string, role: McpProxyRole, socket: WebSocket, data: Buffer, binary: boolean): Promise<void> {
    const peer = this.#pairs.get(userId)?.[peerOf(role)];
    if (peer && peer.socket.readyState === OPEN) {
      peer.socket.send(data, { binary });
      return;
    }
    // Without the bus (Redis away) the peer can only be here, so the sender hears at once that it is not.
    if (this.#bus && (await this.#bus.forward(userId, peerOf(role), data, binary).catch(() => false))) return;
    const id = role === 'client' ? requestId(data.toString()) : null;
    if (id !== null && socket.readyState === OPEN) socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: NOT_CONNECTED, message: 'tool host not connected' } }));
  }

  /** The user's proxy tokens were revoked: both sides leave, on every process. */
  closeUser(userId: string): void {
    const pair = this.#pairs.get(userId);
    for (const member of Object.values(pair ?? {})) member.socket.close(MCP_PROXY_CLOSE.revoked, 'token revoked');
    void this.#bus?.closeUser(userId).catch(() => undefined);
  }

  /** This process shuts down: its own sockets close (the other processes' stay). */
  async closeAll(): Promise<void> {
    for (const pair of this.#pairs.values()) {
      for (const member of Object.values(pair)) member.socket.close(MCP_PROXY_CLOSE.revoked, 'server shutting down');
    }
    await this.#bus?.close();
  }
}
