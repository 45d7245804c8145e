/** Schema-free MCP constants, safe for the light bundles. */
export const MCP_CONFIG_TYPES = ['sse'] as const;
export type McpConfigType = (typeof MCP_CONFIG_TYPES)[number];

export const MCP_SERVER_STATUSES = ['published', 'unpublished'] as const;
export type McpServerStatus = (typeof MCP_SERVER_STATUSES)[number];

export const MCP_NAME_MAX = 50;
export const MCP_DESC_MAX = 500;
export const MCP_URL_MAX = 1000;
export const MCP_TAG_MAX = 20;
export const MCP_TAGS_MAX = 10;
/** Rich HTML of a store entry, after sanitising. */
export const MCP_CONTENT_MAX = 100_000;
export const MCP_KV_MAX = 30;
export const MCP_KV_KEY_MAX = 100;
export const MCP_KV_VALUE_MAX = 2000;
export const MCP_TOOL_NAME_MAX = 128;

/** Tool results above this many characters of text are cut and flagged `truncated: true`. */
export const MCP_TOOL_RESULT_MAX_CHARS = 64 * 1024;

/** `GET /v1/mcpproxy/token`. */
export const MCP_PROXY_TOKEN_PREFIX = 'xrobot_mcp_';
export const MCP_PROXY_TOKEN_DAYS = 30;
export const MCP_PROXY_CONNECT_PATH = '/v1/mcpproxy/connect';
/**
 * Pairing on one token: the tool host (the side that runs an MCP server, as in Lingxi's proxy)
 * connects with `role=server` or no role; the agent side (the MCP client) with `role=client`.
 */
export const MCP_PROXY_ROLES = ['server', 'client'] as const;
export type McpProxyRole = (typeof MCP_PROXY_ROLES)[number];
/** WebSocket close codes of the proxy. */
export const MCP_PROXY_CLOSE = { replaced: 4000, revoked: 4001, expired: 4002 } as const;
