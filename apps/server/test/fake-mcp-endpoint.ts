import { createDecipheriv, createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/** AES key bytes as the MCP endpoint service derives them: 16/24/32 bytes as is, else cut or zero-padded to 32. */
function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if ([16, 24, 32].includes(bytes.length)) return bytes;
  const padded = Buffer.alloc(32);
  bytes.copy(padded, 0, 0, Math.min(bytes.length, 32));
  return padded;
}

export interface FakeMcpEndpoint {
  /** `server.mcp_endpoint` for this service: its health address with the key. */
  param: string;
  /** Agent id hashes (md5 hex) decrypted from the tokens of every `/call/` connection. */
  agentHashes: string[];
  /** Every `tools/call` asked, with the agent hash it was asked for. */
  calls: { agentHash: string; name: string; arguments: unknown }[];
  close(): Promise<void>;
}

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A stand-in for xinnan-tech's MCP endpoint service: `/mcp_endpoint/call/?token=…` decrypts the token with its key
 * and answers `initialize` and `tools/list` with `tools` for the agent whose md5 is in the token, and `tools/call`
 * with "<name> done: <arguments JSON>" (an error for a tool the agent does not have); its health address
 * answers "success" to the right key, as the params live check expects.
 */
export async function startFakeMcpEndpoint(key: string, toolsByAgentHash: Record<string, string[]>, host = '127.0.0.1'): Promise<FakeMcpEndpoint> {
  const agentHashes: string[] = [];
  const calls: FakeMcpEndpoint['calls'] = [];
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const healthy = url.pathname === '/mcp_endpoint/health' && url.searchParams.get('key') === key;
    response.writeHead(healthy ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ result: healthy ? 'success' : 'unknown' }));
  });
  const server = new WebSocketServer({ server: http });
  server.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'ws://fake');
    if (url.pathname !== '/mcp_endpoint/call/') return socket.close(4404);
    let agentHash: string;
    try {
      const decipher = createDecipheriv(`aes-${keyBytes(key).length * 8}-ecb`, keyBytes(key), null);
      const plain = Buffer.concat([decipher.update(Buffer.from(url.searchParams.get('token') ?? '', 'base64')), decipher.final()]).toString('utf8');
      agentHash = (JSON.parse(plain) as { agentId: string }).agentId;
    } catch {
      return socket.close(4401);
    }
    agentHashes.push(agentHash);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; method: string; params?: { name?: string; arguments?: unknown } };
      if (message.method === 'initialize') socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2024-11-05', capabilities: {} } }));
      if (message.method === 'tools/list') {
        const tools = (toolsByAgentHash[agentHash] ?? []).map((name) => ({ name, description: name, inputSchema: { type: 'object' } }));
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { tools } }));
      }
      if (message.method === 'tools/call') {
        const name = String(message.params?.name);
        calls.push({ agentHash, name, arguments: message.params?.arguments });
        const known = (toolsByAgentHash[agentHash] ?? []).includes(name);
        socket.send(JSON.stringify(known
          ? { jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: `${name} done: ${JSON.stringify(message.params?.arguments ?? {})}` }], isError: false } }
          : { jsonrpc: '2.0', id: message.id, error: { code: -32602, message: `Unknown tool: ${name}` } }));
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, host, resolve));
  const { port } = http.address() as AddressInfo;
  return {
    param: `http://${host}:${port}/mcp_endpoint/health?key=${key}`,
    agentHashes,
    calls,
    close: () => new Promise((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => http.close(() => resolve()));
    }),
  };
}
