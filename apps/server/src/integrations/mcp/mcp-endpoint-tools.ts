import WebSocket from 'ws';
import { McpClientError, type McpCallResult, type McpToolInfo } from './mcp-client.ts';

/** JSON-RPC id of the one request asked after `initialize` (id 1), the answer waited for. */
const REQUEST_ID = 2;
const INITIALIZE_PAUSE_MS = 200;
const DETAIL_LIMIT = 200;

export interface EndpointTimeouts {
  connectMs: number;
  totalMs: number;
}

/**
 * One request to the MCP endpoint service over its `/call/` WebSocket, as xiaozhi-server talks to it: `initialize`,
 * `notifications/initialized`, then the request; the socket closes once it is answered. Rejects with an
 * McpClientError (the address, which holds the agent's token, never in its text).
 */
function endpointRequest(callUrl: string, timeouts: EndpointTimeouts, method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket = new WebSocket(callUrl, { handshakeTimeout: timeouts.connectMs, followRedirects: false });
    const finish = (outcome: { result: Record<string, unknown> } | { error: McpClientError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else socket.terminate();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const fail = (kind: 'timeout' | 'connect' | 'protocol', detail: string) => finish({ error: new McpClientError(kind, detail.slice(0, DETAIL_LIMIT)) });
    const timer = setTimeout(() => fail('timeout', `no answer within ${timeouts.totalMs} ms`), timeouts.totalMs);
    let asked = false;
    // Upstream does not wait for the initialize answer (it pauses 200 ms): ask on the answer or after that pause.
    const ask = () => {
      if (asked || settled) return;
      asked = true;
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: REQUEST_ID, method, ...(params ? { params } : {}) }));
    };
    socket.once('open', () => {
      setTimeout(ask, INITIALIZE_PAUSE_MS);
      socket.send(JSON.stringify({
        jsonrpc: '2.0', id: 1, method: 'initialize',
        params: { protocolVersion: '2024-11-05', capabilities: { roots: { listChanged: false }, sampling: {} }, clientInfo: { name: 'vox-console', version: '1.0.0' } },
      }));
    });
    socket.on('message', (data) => {
      const message = parse(data.toString());
      if (message?.id === 1) ask();
      else if (message?.id === REQUEST_ID) {
        if (message.error) fail('protocol', String((message.error as { message?: unknown }).message ?? 'the endpoint refused the request'));
        else finish({ result: (message.result as Record<string, unknown> | undefined) ?? {} });
      }
    });
    socket.once('error', (error) => fail('connect', error.message.replaceAll(callUrl, '****')));
    socket.once('close', (code) => fail('connect', `the endpoint closed the connection (${code})`));
    socket.once('unexpected-response', (_request, response) => fail('connect', `the endpoint answered HTTP ${response.statusCode ?? 0}`));
  });
}

/** The tools connected to an agent's access point, with their input schemas. */
export async function describeEndpointTools(callUrl: string, timeouts: EndpointTimeouts): Promise<McpToolInfo[]> {
  const { tools } = await endpointRequest(callUrl, timeouts, 'tools/list');
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool: { name?: unknown; description?: unknown; inputSchema?: unknown }) =>
    typeof tool?.name === 'string'
      ? [{ name: tool.name, description: typeof tool.description === 'string' ? tool.description : '', inputSchema: isObject(tool.inputSchema) ? tool.inputSchema : { type: 'object' } }]
      : [],
  );
}

/**
 * Tool names the MCP endpoint service knows for one agent, sorted. Any failure (unreachable, closed, no answer in
 * time) is an empty list, as upstream answers; the screen shows "not connected".
 */
export async function listEndpointTools(callUrl: string, timeouts: EndpointTimeouts): Promise<string[]> {
  try {
    return [...new Set((await describeEndpointTools(callUrl, timeouts)).map((tool) => tool.name))].sort();
  } catch {
    return [];
  }
}

/** Calls one tool through the access point, as xiaozhi-server does when the LLM asks for it. */
export async function callEndpointTool(callUrl: string, timeouts: EndpointTimeouts, name: string, args: Record<string, unknown>): Promise<McpCallResult> {
  const result = await endpointRequest(callUrl, timeouts, 'tools/call', { name, arguments: args });
  const content = Array.isArray(result.content) ? (result.content as Record<string, unknown>[]) : [{ type: 'text', text: JSON.stringify(result) }];
  return { content, isError: result.isError === true };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): { id?: unknown; result?: unknown; error?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
