import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WebSocketServer } from 'ws';

/**
 * A non-loopback address of this machine: param live checks refuse localhost and 127.0.0.1 (devices
 * could not reach them), so the fakes listen where a device on the network would connect.
 */
export function lanAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  throw new Error('These tests need a non-loopback IPv4 address (none found on this machine)');
}

/** How the fake answers a `{"type":"server"}` message: as xiaozhi-server does, with an error, not at all, or by hanging up. */
export type DeviceServerMode = 'answer' | 'refuse' | 'silent' | 'close';

export interface FakeDeviceServer {
  url: string;
  mode: DeviceServerMode;
  /** Messages received, parsed. */
  received: Record<string, unknown>[];
  /** Handshake headers of every connection. */
  handshakes: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** A WebSocket server answering server actions like xiaozhi-server, greeting first as it does. */
export async function startFakeDeviceServer(mode: DeviceServerMode = 'answer', host = lanAddress()): Promise<FakeDeviceServer> {
  const wss = new WebSocketServer({ host, port: 0, path: '/xiaozhi/v1/' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;
  const fake: FakeDeviceServer = {
    url: `ws://${host}:${port}/xiaozhi/v1/`,
    mode,
    received: [],
    handshakes: [],
    close: () => new Promise<void>((resolve) => {
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    }),
  };
  wss.on('connection', (socket, request) => {
    fake.handshakes.push(request.headers);
    socket.send(JSON.stringify({ type: 'hello', transport: 'websocket' }));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type?: string; action?: string };
      fake.received.push(message);
      if (message.type !== 'server') return;
      if (fake.mode === 'answer') socket.send(JSON.stringify({ type: 'server', status: 'success', message: 'ok', content: { action: message.action } }));
      if (fake.mode === 'refuse') socket.send(JSON.stringify({ type: 'server', status: 'error', message: '服务器密钥验证失败', content: { action: message.action } }));
      if (fake.mode === 'close') socket.close(1000);
    });
  });
  return fake;
}

export interface FakeHttpServer {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** An HTTP server answering every GET with `status` and `body` (an OTA, MCP or voiceprint health address). */
export async function startFakeHttpServer(body: string, status = 200, host = lanAddress()): Promise<FakeHttpServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on `host` where nothing listens (bound, then released). */
export async function closedPort(host = lanAddress()): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
