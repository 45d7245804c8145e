import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode as McpErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { guardedFetch } from '../net/guarded-fetch.ts';
import { DEFAULT_MCP_TIMEOUTS, McpClientError, type McpCallResult, type McpConnector, type McpEndpoint, type McpTimeouts, type McpToolInfo } from './mcp-client.ts';

const CLIENT_INFO = { name: 'vox-console', version: '1.0.0' };
const DETAIL_LIMIT = 200;

/** Error text with every configured header value and URL cut out, so no secret reaches a log or a caller. */
function scrubbed(error: unknown, endpoint: McpEndpoint): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of [endpoint.url, ...Object.values(endpoint.headers)]) {
    if (secret.length >= 4) text = text.replaceAll(secret, '****');
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, DETAIL_LIMIT);
}

function isTimeout(error: unknown): boolean {
  return error instanceof McpClientError ? error.kind === 'timeout' : error instanceof McpError && error.code === McpErrorCode.RequestTimeout;
}

async function within<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new McpClientError('timeout', `no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The SDK client over Streamable HTTP first and the older HTTP+SSE transport when that fails (the SDK's own
 * backwards-compatibility recipe). Every exchange opens a fresh connection and closes it: tools are listed
 * or called on demand from the console, not streamed.
 */
export class SdkMcpConnector implements McpConnector {
  readonly #timeouts: McpTimeouts;

  constructor(timeouts: Partial<McpTimeouts> = {}) {
    this.#timeouts = { ...DEFAULT_MCP_TIMEOUTS, ...timeouts };
  }

  async listTools(endpoint: McpEndpoint): Promise<McpToolInfo[]> {
    return this.#withClient(endpoint, async (client) => {
      const result = await client.listTools(undefined, { timeout: this.#timeouts.callMs });
      return result.tools.map((tool) => ({
        name: tool.name,
        description: tool.description ?? '',
        inputSchema: tool.inputSchema as Record<string, unknown>,
      }));
    });
  }

  async callTool(endpoint: McpEndpoint, name: string, args: Record<string, unknown>): Promise<McpCallResult> {
    return this.#withClient(endpoint, async (client) => {
      const result = await client.callTool({ name, arguments: args }, undefined, { timeout: this.#timeouts.callMs });
      const content = Array.isArray(result.content) ? (result.content as Record<string, unknown>[]) : [{ type: 'text', text: JSON.stringify(result.toolResult ?? null) }];
      const structured = result.structuredContent as Record<string, unknown> | undefined;
      return { content, isError: result.isError === true, ...(structured ? { structuredContent: structured } : {}) };
    });
  }

  async #withClient<T>(endpoint: McpEndpoint, work: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.#connect(endpoint);
    try {
      return await within(work(client), this.#timeouts.callMs + 1000, () => void client.close());
    } catch (error) {
      throw error instanceof McpClientError ? error : new McpClientError(isTimeout(error) ? 'timeout' : 'protocol', scrubbed(error, endpoint));
    } finally {
      await client.close().catch(() => undefined);
    }
  }

  async #connect(endpoint: McpEndpoint): Promise<Client> {
    const url = new URL(endpoint.url);
    const requestInit: RequestInit = { headers: endpoint.headers };
    // Every request of both transports, redirects included, goes through the address guard.
    const fetch = ((input: string | URL, init?: RequestInit) => guardedFetch(input, init as never, { allowPrivate: endpoint.allowPrivate })) as unknown as FetchLike;
    try {
      return await this.#open(new StreamableHTTPClientTransport(url, { requestInit, fetch }));
    } catch (error) {
      if (isTimeout(error)) throw new McpClientError('timeout', `no answer within ${this.#timeouts.connectMs} ms`);
    }
    try {
      return await this.#open(new SSEClientTransport(url, { requestInit, fetch }));
    } catch (error) {
      throw new McpClientError(isTimeout(error) ? 'timeout' : 'connect', scrubbed(error, endpoint));
    }
  }

  async #open(transport: Transport): Promise<Client> {
    const client = new Client(CLIENT_INFO);
    try {
      await within(client.connect(transport, { timeout: this.#timeouts.connectMs }), this.#timeouts.connectMs, () => void transport.close());
      return client;
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
  }
}
