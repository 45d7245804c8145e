import type { Repositories } from '../repositories.ts';
import { connectionOf, parseStoredConfig } from './mcp-config.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'agentMcps'>;

/** One bound MCP as the device server receives it: ready to connect, secrets in clear (it holds the server secret). */
export interface AgentMcpEndpoint {
  id: string;
  name: string;
  transport: 'sse';
  url: string;
  headers: Record<string, string>;
}

/**
 * `mcp_servers` of `POST /config/agent-models`. Upstream has no field for bound MCP instances (its `mcp_endpoint`
 * is the agent's own MCP access point), so this list is ours; absent when nothing is bound.
 * `url` has the params applied; `transport` says HTTP+SSE or Streamable HTTP may be tried, as the console does.
 */
export async function agentMcpEndpoints(repos: UsedRepositories, agentId: string): Promise<{ mcp_servers?: AgentMcpEndpoint[] }> {
  const rows = await repos.agentMcps.boundMcps(agentId);
  if (rows.length === 0) return {};
  return {
    mcp_servers: rows.map((row) => {
      const connection = connectionOf(parseStoredConfig(row.config_json));
      return { id: row.id, name: row.name, transport: 'sse', url: connection.url, headers: connection.headers };
    }),
  };
}
