import { endpoint } from '../http/endpoint.ts';
import { mcpProxyToken } from '../mcp/mcp-proxy.ts';
import { mcpEmpty } from '../mcp/mcp-store.ts';

const tags: readonly string[] = ['v1 mcp proxy'];

export const mcpProxyEndpoints = {
  getV1McpproxyToken: endpoint({
    method: 'GET',
    path: '/v1/mcpproxy/token',
    access: 'user',
    tags,
    summary: 'A fresh 30-day proxy token and its wss endpoint (earlier tokens stay valid until revoked or expired)',
    response: mcpProxyToken,
  }),
  deleteV1McpproxyToken: endpoint({
    method: 'DELETE',
    path: '/v1/mcpproxy/token',
    access: 'user',
    tags,
    summary: "Revoke all the caller's proxy tokens and close their proxy connections",
    response: mcpEmpty,
  }),
};
