import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  clientId: string;
  authorization: string | undefined;
  body: { type: string; payload: { jsonrpc: string; id: number; method: string; params: Record<string, unknown> } };
}

export interface FakeMqttGateway {
  /** `server.mqtt_manager_api`: host:port as upstream's param holds it. */
  api: string;
  requests: GatewayRequest[];
  close(): Promise<void>;
}

/** The day's bearer the gateway accepts: SHA-256 hex of `yyyy-MM-dd` (UTC) + MQTT_SIGNATURE_KEY. */
export const dailyToken = (key: string, at: Date) => createHash('sha256').update(`${at.toISOString().slice(0, 10)}${key}`).digest('hex');

/**
 * A stand-in for xiaozhi-mqtt-gateway's admin API: `POST /api/commands/{clientId}` relays an MCP request to a
 * connected device and answers `{success: true, data: <JSON-RPC answer>}`; 401 for a wrong token, 404 for a device
 * that is not connected. `devices` maps client ids to their tools; calls answer with the tool's name and arguments.
 */
export async function startFakeMqttGateway(key: string, at: Date, devices: Record<string, { name: string }[]>): Promise<FakeMqttGateway> {
  const requests: GatewayRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const match = /^\/api\/commands\/([^/]+)$/.exec(request.url ?? '');
      const reply = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.method !== 'POST' || !match) return reply(404, { error: 'not found' });
      const clientId = decodeURIComponent(match[1]!);
      const body = JSON.parse(text) as GatewayRequest['body'];
      requests.push({ clientId, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${dailyToken(key, at)}`) return reply(401, { error: '无效的认证令牌' });
      const tools = devices[clientId];
      if (!tools) return reply(404, { error: '设备未连接' });
      const { id, method, params } = body.payload;
      const result = method === 'tools/list' ? { tools } : { content: [{ type: 'text', text: JSON.stringify({ called: params.name, with: params.arguments }) }], isError: false };
      reply(200, { success: true, data: { jsonrpc: '2.0', id, result } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { api: `127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
