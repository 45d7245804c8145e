import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dailyToken } from './fake-mqtt-gateway.ts';

export interface GatewayCallRecord {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeCallGateway {
  /** host:port, as `server.mqtt_manager_api` holds it. */
  api: string;
  /** Client ids holding a live connection. */
  alive: Set<string>;
  /** What `/api/call/request` and `/api/call/accept` answer; a number answers that HTTP status with no body. */
  callAnswer: { status: string; message: string } | number;
  calls: GatewayCallRecord[];
  statusAsked: string[][];
  close(): Promise<void>;
}

/**
 * xiaozhi-mqtt-gateway's admin API as device calls use it: `POST /api/devices/status {clientIds}` answering
 * `{<clientId>: {isAlive, exists}}`, and `POST /api/call/request` / `POST /api/call/accept` answering
 * `{status, message}`; every route wants the day's bearer (401 otherwise).
 */
export async function startFakeCallGateway(key: string, at: Date): Promise<FakeCallGateway> {
  const gateway: Omit<FakeCallGateway, 'api' | 'close'> = { alive: new Set(), callAnswer: { status: 'success', message: '呼叫已发起' }, calls: [], statusAsked: [] };
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, value?: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(value === undefined ? '' : JSON.stringify(value));
      if (request.headers.authorization !== `Bearer ${dailyToken(key, at)}`) return reply(401, { error: 'unauthorized' });
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      if (request.method === 'POST' && request.url === '/api/devices/status') {
        const clientIds = (body.clientIds as string[] | undefined) ?? [];
        gateway.statusAsked.push(clientIds);
        return reply(200, Object.fromEntries(clientIds.map((id) => [id, { isAlive: gateway.alive.has(id), exists: gateway.alive.has(id) }])));
      }
      if (request.method === 'POST' && (request.url === '/api/call/request' || request.url === '/api/call/accept')) {
        gateway.calls.push({ path: request.url, authorization: request.headers.authorization, body });
        return typeof gateway.callAnswer === 'number' ? reply(gateway.callAnswer) : reply(200, gateway.callAnswer);
      }
      reply(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, { api: `127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
