import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMqttGateway {
  /** host:port, as `server.mqtt_manager_api` holds it. */
  address: string;
  /** Client ids currently connected. */
  alive: Set<string>;
  requests: { authorization: string | undefined; clientIds: string[] }[];
  close(): Promise<void>;
}

/**
 * The MQTT gateway's device-status API as xiaozhi-mqtt-gateway serves it: `POST /api/devices/status {clientIds}` with
 * `Authorization: Bearer sha256hex(<UTC yyyy-MM-dd><signature key>)`, answering `{<clientId>: {isAlive, exists}}`;
 * a wrong token gets 401.
 */
export async function startFakeMqttGateway(signatureKey: string, today: () => string): Promise<FakeMqttGateway> {
  const alive = new Set<string>();
  const requests: FakeMqttGateway['requests'] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorization = request.headers.authorization;
      const expected = `Bearer ${createHash('sha256').update(`${today()}${signatureKey}`).digest('hex')}`;
      const clientIds = ((JSON.parse(raw || '{}') as { clientIds?: string[] }).clientIds ?? []);
      requests.push({ authorization, clientIds });
      if (request.method !== 'POST' || request.url !== '/api/devices/status') return void response.writeHead(404).end();
      if (authorization !== expected) return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      const answer = Object.fromEntries(clientIds.map((id) => [id, { isAlive: alive.has(id), exists: alive.has(id) }]));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { address: `127.0.0.1:${port}`, alive, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
