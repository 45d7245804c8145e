// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** MCP store entries; `tags` and `config_schema` are JSON text, `name_scope` is `public` or `user:<owner>`. */
export interface McpServersTable {
  id: string;
  owner_id: string;
  is_private: number;
  status: string;
  name: string;
  name_scope: string;
  logo_url: string;
  document_url: string;
  tags: string;
  description: string;
  content: string;
  config_schema: string;
  created_at: string;
  updated_at: string;
}

/** A user's MCP instance; `server_id` null for a custom one. `config_json` holds secrets unmasked. */
export interface UserMcpsTable {
  id: string;
  owner_id: string;
  server_id: string | null;
  name: string;
  description: string;
  logo_url: string;
  config_json: string;
  created_at: string;
  updated_at: string;
}

export interface AgentMcpsTable {
  agent_id: string;
  mcp_id: string;
  created_at: string;
}

export interface McpProxyTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** The tables the mcp module owns. */
export interface McpTables {
  mcp_servers: McpServersTable;
  user_mcps: UserMcpsTable;
  agent_mcps: AgentMcpsTable;
  mcp_proxy_tokens: McpProxyTokensTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends McpTables {}
}
