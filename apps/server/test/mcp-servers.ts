import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * Real MCP servers on loopback for tests (server routes and the browser test), built with the SDK's own
 * McpServer: one over Streamable HTTP, one over HTTP+SSE, plus a socket that accepts and never answers.
 * Both MCP servers have the same tools: `add {a, b}`, `echo {text}`, `fail` (throws), `huge {chars}` and
 * `slow {ms}`. They refuse (401) a request without the credential: Streamable HTTP wants the header
 * `Authorization: Bearer <secret>`, SSE the query parameter `key=<secret>`.
 */
export interface TestMcpServers {
  /** Streamable HTTP endpoint, e.g. `http://127.0.0.1:PORT/mcp`. */
  streamableUrl: string;
  /** HTTP+SSE endpoint (GET opens the stream), e.g. `http://127.0.0.1:PORT/sse`. */
  sseUrl: string;
  /** Accepts connections and never answers: for timeouts. */
  hangUrl: string;
  secret: string;
  /** How many `tools/call` requests each server received. */
  calls: { streamable: number; sse: number };
  close(): Promise<void>;
}

export const TEST_MCP_SECRET = 'mcp-test-secret-0123456789';

function buildMcpServer(name: string, onCall: () => void): McpServer {
  const server = new McpServer({ name, version: '1.0.0' });
  const counted = <T>(work: () => T) => {
    onCall();
    return work();
  };
  server.registerTool('add', { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } }, ({ a, b }) =>
    counted(() => ({ content: [{ type: 'text' as const, text: String(a + b) }], structuredContent: { sum: a + b } })),
  );
  server.registerTool('echo', { description: 'Echo the text back', inputSchema: { text: z.string() } }, ({ text }) =>
    counted(() => ({ content: [{ type: 'text' as const, text }] })),
  );
  server.registerTool('fail', { description: 'Always throws' }, () =>
    counted(() => {
      throw new Error('the tool broke on purpose');
    }),
  );
  server.registerTool('huge', { description: 'Return `chars` characters', inputSchema: { chars: z.number().int().min(0).max(5_000_000) } }, ({ chars }) =>
    counted(() => ({ content: [{ type: 'text' as const, text: 'x'.repeat(chars) }] })),
  );
  server.registerTool('slow', { description: 'Answer after `ms` milliseconds', inputSchema: { ms: z.number().int().min(0).max(60_000) } }, async ({ ms }) => {
    onCall();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { content: [{ type: 'text' as const, text: `slept ${ms}` }] };
  });
  return server;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

/** Stateless Streamable HTTP: a fresh server and transport per request. */
function streamableHandler(secret: string, calls: TestMcpServers['calls']) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') return refuse(res, 404, 'not found');
    if (req.headers.authorization !== `Bearer ${secret}`) return refuse(res, 401, 'unauthorized');
    const server = buildMcpServer('test-streamable', () => calls.streamable++);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
}

function sseHandler(secret: string, calls: TestMcpServers['calls']) {
  const sessions = new Map<string, SSEServerTransport>();
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/sse' && req.method === 'GET') {
      if (url.searchParams.get('key') !== secret) return refuse(res, 401, 'unauthorized');
      const transport = new SSEServerTransport('/messages', res);
      sessions.set(transport.sessionId, transport);
      res.on('close', () => sessions.delete(transport.sessionId));
      await buildMcpServer('test-sse', () => calls.sse++).connect(transport);
      return;
    }
    if (url.pathname === '/messages' && req.method === 'POST') {
      const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) return refuse(res, 404, 'no such session');
      await transport.handlePostMessage(req, res);
      return;
    }
    // A POST to /sse is the Streamable HTTP attempt; 405 sends the client to the SSE transport.
    refuse(res, url.pathname === '/sse' ? 405 : 404, 'not here');
  };
}

export async function startTestMcpServers(secret = TEST_MCP_SECRET): Promise<TestMcpServers> {
  const calls = { streamable: 0, sse: 0 };
  const onStreamable = streamableHandler(secret, calls);
  const onSse = sseHandler(secret, calls);
  const streamable = createServer((req, res) => void onStreamable(req, res));
  const sse = createServer((req, res) => void onSse(req, res));
  const hang = createServer(() => undefined);
  const [streamableBase, sseBase, hangBase] = await Promise.all([listen(streamable), listen(sse), listen(hang)]);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    streamableUrl: `${streamableBase}/mcp`,
    sseUrl: `${sseBase}/sse`,
    hangUrl: `${hangBase}/mcp`,
    secret,
    calls,
    close: async () => {
      await Promise.all([close(streamable), close(sse), close(hang)]);
    },
  };
}

/** For scripts and e2e: start the servers, print their URLs as one JSON line, stop on SIGINT/SIGTERM. */
export async function runTestMcpServers(): Promise<TestMcpServers> {
  const servers = await startTestMcpServers();
  console.log(JSON.stringify({ streamableUrl: servers.streamableUrl, sseUrl: servers.sseUrl, secret: servers.secret }));
  const stop = () => void servers.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) void runTestMcpServers();
