import { MCP_PROXY_CLOSE, MCP_PROXY_TOKEN_PREFIX, type McpProxyToken } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser, TestClock } from '../../../test/helper.ts';

type Web = ReturnType<typeof consoleFor>;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The HTTP status of a refused handshake. */
function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => reject(new Error('the handshake was accepted')));
    socket.once('error', () => undefined);
  });
}

const nextMessage = (socket: WebSocket) => new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('MCP proxy over WebSocket', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let alice: Web;
  let base: string;
  beforeAll(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
    alice = consoleFor(app, await createUser(app));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('http', 'ws');
  });
  afterAll(() => app.close());

  const token = async () => {
    const answer = await alice.request<McpProxyToken>({ method: 'GET', url: '/v1/mcpproxy/token', headers: { host: 'console.example.com' } });
    expect(answer).toMatchObject({ code: 0, reqid: expect.any(String) });
    return answer.data;
  };

  it('issues a 30-day xrobot_mcp_ token with its wss endpoint', async () => {
    const issued = await token();
    expect(issued.token.startsWith(MCP_PROXY_TOKEN_PREFIX)).toBe(true);
    expect(issued.wss_endpoint).toBe(`ws://console.example.com/v1/mcpproxy/connect?token=${issued.token}`);
    expect(Date.parse(issued.expires_at) - Date.parse(issued.created_at)).toBe(30 * 24 * 3600 * 1000);
  });

  it('relays JSON-RPC between the tool host and the agent side', async () => {
    const { token: value } = await token();
    const client = await open(`${base}/v1/mcpproxy/connect?token=${value}&role=client`);
    // No tool host yet: a request gets a JSON-RPC error instead of silence.
    const early = nextMessage(client);
    client.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    expect(await early).toMatchObject({ id: 1, error: { message: 'tool host not connected' } });

    const host = await open(`${base}/xiaozhi/v1/mcpproxy/connect?token=${value}`);
    const atHost = nextMessage(host);
    client.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }));
    expect(await atHost).toEqual({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const atClient = nextMessage(client);
    host.send(JSON.stringify({ jsonrpc: '2.0', id: 2, result: { tools: [{ name: 'light_on' }] } }));
    expect(await atClient).toEqual({ jsonrpc: '2.0', id: 2, result: { tools: [{ name: 'light_on' }] } });

    // A second tool host replaces the first.
    const replacedCode = closed(host);
    const newer = await open(`${base}/v1/mcpproxy/connect?token=${value}&role=server`);
    expect(await replacedCode).toBe(MCP_PROXY_CLOSE.replaced);
    const atNewer = nextMessage(newer);
    client.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }));
    expect(await atNewer).toMatchObject({ id: 3 });

    // Revoking closes both sides and refuses the token afterwards.
    const codes = Promise.all([closed(newer), closed(client)]);
    expect(await alice.request({ method: 'DELETE', url: '/v1/mcpproxy/token' })).toMatchObject({ code: 0 });
    expect(await codes).toEqual([MCP_PROXY_CLOSE.revoked, MCP_PROXY_CLOSE.revoked]);
    expect(await refusal(`${base}/v1/mcpproxy/connect?token=${value}`)).toBe(401);
  });

  it('refuses missing, unknown and expired tokens with 401', async () => {
    expect(await refusal(`${base}/v1/mcpproxy/connect`)).toBe(401);
    expect(await refusal(`${base}/v1/mcpproxy/connect?token=${MCP_PROXY_TOKEN_PREFIX}nope`)).toBe(401);
    const { token: value } = await token();
    const live = await open(`${base}/v1/mcpproxy/connect?token=${value}`);
    live.close();
    clock.advance(30 * 24 * 3600 + 1);
    expect(await refusal(`${base}/v1/mcpproxy/connect?token=${value}`)).toBe(401);
  });
});
