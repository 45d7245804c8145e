/** Talks to one remote MCP server; the console is the MCP client. */
export interface McpEndpoint {
  url: string;
  headers: Record<string, string>;
  /** Private and loopback addresses allowed (server.allow_private_urls); every hop is checked either way. */
  allowPrivate: boolean;
}

export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface McpCallResult {
  content: Record<string, unknown>[];
  isError: boolean;
  structuredContent?: Record<string, unknown>;
}

export type McpFailureKind = 'timeout' | 'connect' | 'protocol';

/** A failed exchange. `detail` never holds header or param values. */
export class McpClientError extends Error {
  readonly kind: McpFailureKind;

  constructor(kind: McpFailureKind, detail: string) {
    super(detail);
    this.name = 'McpClientError';
    this.kind = kind;
  }
}

export interface McpConnector {
  listTools(endpoint: McpEndpoint): Promise<McpToolInfo[]>;
  callTool(endpoint: McpEndpoint, name: string, args: Record<string, unknown>): Promise<McpCallResult>;
}

export interface McpTimeouts {
  connectMs: number;
  callMs: number;
}

export const DEFAULT_MCP_TIMEOUTS: McpTimeouts = { connectMs: 8_000, callMs: 20_000 };
