import { mcpConfigSchema, type McpConfigSchema, type McpInstance, type McpServer } from '@vox/contracts';
import { parseJsonObject } from '../../lib/json.ts';
import type { AuthUser } from '../sessions/index.ts';
import { parseStoredConfig, presentConfig } from './mcp-config.ts';
import type { McpServerRow } from './mcp-servers.repository.ts';
import { maskKeyValues } from './mcp-secrets.ts';
import type { UserMcpRow } from './user-mcps.repository.ts';

const EMPTY_SCHEMA: McpConfigSchema = { types: ['sse'], sse: { type: 0, url: '', shared_key: false, params: {}, header: {}, reset_header_default_value: [] } };

/** The stored schema with its secrets in clear (for subscribing); a damaged row reads as an empty schema. */
export function storedSchema(row: McpServerRow): McpConfigSchema {
  const parsed = mcpConfigSchema.safeParse(parseJsonObject(row.config_schema));
  return parsed.success ? parsed.data : EMPTY_SCHEMA;
}

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Own private servers, and every public one for a super-admin. */
export function canEdit(user: AuthUser, row: McpServerRow): boolean {
  return row.is_private === 1 ? row.owner_id === user.id : user.superAdmin === 1;
}

export function toMcpServer(row: McpServerRow, user: AuthUser): McpServer {
  const schema = storedSchema(row);
  return {
    id: row.id,
    is_private: row.is_private === 1,
    status: row.status === 'published' ? 'published' : 'unpublished',
    name: row.name,
    logo_url: row.logo_url,
    document_url: row.document_url,
    tags: parseTags(row.tags),
    desc: row.description,
    content: row.content,
    // Keys shared by the platform live in the schema: never shown in clear, even to its editor.
    config_schema: { ...schema, sse: { ...schema.sse, params: maskKeyValues(schema.sse.params), header: maskKeyValues(schema.sse.header) } },
    editable: canEdit(user, row),
    subscriptions: row.subscriptions,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toMcpInstance(row: UserMcpRow): McpInstance {
  return {
    id: row.id,
    mcp_id: row.server_id,
    name: row.name,
    desc: row.description,
    logo_url: row.logo_url,
    is_private: row.server_private !== 0,
    config: presentConfig(parseStoredConfig(row.config_json)),
    server_name: row.server_name,
    agent_count: row.agent_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
