import WebSocket from 'ws';

/** JSON-RPC id of the tools/list request, the answer waited for. */
const TOOLS_LIST_ID = 2;
const INITIALIZE_PAUSE_MS = 200;

/**
 * Tool names the MCP endpoint service knows for one agent: over its `/call/` WebSocket, `initialize`, then
 * `notifications/initialized`, then `tools/list`, as upstream. Any failure (unreachable, closed, no answer in
 * time) is an empty list, as upstream answers; the screen shows "not connected".
 */
export function listEndpointTools(callUrl: string, timeouts: { connectMs: number; totalMs: number }): Promise<string[]> {
  return new Promise((resolve) => {
    let settled = false;
    const socket = new WebSocket(callUrl, { handshakeTimeout: timeouts.connectMs, followRedirects: false });
    const finish = (names: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else socket.terminate();
      resolve([...new Set(names)].sort());
    };
    const timer = setTimeout(() => finish([]), timeouts.totalMs);
    let asked = false;
    // Upstream does not wait for the initialize answer (it pauses 200 ms): ask on the answer or after that pause.
    const askTools = () => {
      if (asked || settled) return;
      asked = true;
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: TOOLS_LIST_ID, method: 'tools/list' }));
    };
    socket.once('open', () => {
      setTimeout(askTools, INITIALIZE_PAUSE_MS);
      socket.send(JSON.stringify({
        jsonrpc: '2.0', id: 1, method: 'initialize',
        params: { protocolVersion: '2024-11-05', capabilities: { roots: { listChanged: false }, sampling: {} }, clientInfo: { name: 'vox-console', version: '1.0.0' } },
      }));
    });
    socket.on('message', (data) => {
      const message = parse(data.toString());
      if (message?.id === 1) askTools();
      else if (message?.id === TOOLS_LIST_ID) {
        const tools = (message.result as { tools?: unknown } | undefined)?.tools;
        finish(Array.isArray(tools) ? tools.flatMap((tool) => (typeof (tool as { name?: unknown })?.name === 'string' ? [(tool as { name: string }).name] : [])) : []);
      }
    });
    socket.once('error', () => finish([]));
    socket.once('close', () => finish([]));
    socket.once('unexpected-response', () => finish([]));
  });
}

function parse(text: string): { id?: unknown; result?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as { id?: unknown; result?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
