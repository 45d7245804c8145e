import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';
import { guardedFetch, OutboundRefused, type OutboundPolicy } from './guarded-fetch.ts';
import { checkOutboundUrl } from './url-guard.ts';

describe('which addresses are public', () => {
  it('refuses every private, loopback, metadata, documentation and reserved form the review found', () => {
    const refused = [
      '::127.0.0.1', '64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::', '::ffff:0:7f00:1', '::ffff:127.0.0.1', '::ffff:169.254.169.254',
      '192.0.0.8', '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '240.0.0.1', '255.255.255.255',
      '10.0.0.1', '127.0.0.1', '127.9.9.9', '169.254.169.254', '172.16.0.1', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '2001:db8::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', 'not-an-ip',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
  });

  it('lets public addresses through, including v4 inside v6 forms when the v4 is public', () => {
    const allowed = ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '[2606:4700:4700::1111]'];
    expect(allowed.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it('reads odd IPv4 spellings as the address they are', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://[::127.0.0.1]/', 'http://[::ffff:0:7f00:1]/', 'http://127.1/']) {
      expect([url, (await checkOutboundUrl(url, false)).ok]).toEqual([url, false]);
    }
  });
});

interface Recorder {
  server: Server;
  port: number;
  requests: { url: string; headers: IncomingHttpHeaders }[];
}

async function listen(host: string, handler: (url: string, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    handler(request.url ?? '', (status, headers, body = '') => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

/** Tests reach only loopback: 127.0.0.2 and .3 play public hosts, 127.0.0.1 a private one. */
const TEST_POLICY: OutboundPolicy = { allowPrivate: false, isAllowedAddress: (address) => address === '127.0.0.2' || address === '127.0.0.3' };

describe('guarded fetch', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const start = async (host: string, handler: Parameters<typeof listen>[1]) => {
    const recorder = await listen(host, handler);
    servers.push(recorder.server);
    return recorder;
  };

  it('refuses a redirect from an allowed server to a private address', async () => {
    const inside = await start('127.0.0.1', (_, respond) => respond(200, {}, 'secret data'));
    const outside = await start('127.0.0.2', (_, respond) => respond(302, { location: `http://127.0.0.1:${inside.port}/admin` }));
    await expect(guardedFetch(`http://127.0.0.2:${outside.port}/tools`, {}, TEST_POLICY)).rejects.toBeInstanceOf(OutboundRefused);
    expect(inside.requests).toEqual([]);
  });

  it('follows a redirect to another allowed origin without the credentials', async () => {
    const target = await start('127.0.0.3', (_, respond) => respond(200, {}, 'ok'));
    const first = await start('127.0.0.2', (_, respond) => respond(307, { location: `http://127.0.0.3:${target.port}/next` }));
    const response = await guardedFetch(`http://127.0.0.2:${first.port}/mcp`, { headers: { authorization: 'Bearer sk-secret', 'x-api-key': 'k-1', accept: 'application/json' } }, TEST_POLICY);
    expect(await response.text()).toBe('ok');
    expect(first.requests[0]?.headers.authorization).toBe('Bearer sk-secret');
    expect(target.requests[0]?.headers.authorization).toBeUndefined();
    expect(target.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(target.requests[0]?.headers.accept).toBe('application/json');
  });

  it('resolves a name once and connects to the address it checked (no DNS rebinding)', async () => {
    const checked = await start('127.0.0.2', (_, respond) => respond(200, {}, 'checked host'));
    const answers = [['127.0.0.2'], ['127.0.0.1']];
    let lookups = 0;
    const policy: OutboundPolicy = { ...TEST_POLICY, resolve: async () => answers[Math.min(lookups++, 1)]! };
    const response = await guardedFetch(`http://rebind.test:${checked.port}/`, {}, policy);
    expect(await response.text()).toBe('checked host');
    expect(lookups).toBe(1);
    const mixed: OutboundPolicy = { ...TEST_POLICY, resolve: async () => ['127.0.0.2', '127.0.0.1'] };
    await expect(guardedFetch(`http://mixed.test:${checked.port}/`, {}, mixed)).rejects.toThrow();
  });

  it('lets an administrator allow private addresses, still hop by hop', async () => {
    const inside = await start('127.0.0.1', (_, respond) => respond(200, {}, 'self-hosted'));
    const response = await guardedFetch(`http://127.0.0.1:${inside.port}/`, {}, { allowPrivate: true });
    expect(await response.text()).toBe('self-hosted');
  });
});
