import { MCP_CONFIG_TYPES, mcpConfigSchema, type McpServer, type McpServerBody } from '@vox/contracts';
import { parseJsonText } from './schema-fields.ts';

export interface ServerFormValues {
  name: string;
  desc: string;
  logo_url: string;
  document_url: string;
  tags: string[];
  transport: string;
  url: string;
  content: string;
  /** config_schema.sse without its url, as JSON text: type, shared_key, params, header, reset_header_default_value. */
  config: string;
}

const EMPTY_SSE = { type: 0, shared_key: false, params: {}, header: {}, reset_header_default_value: [] };

export function toServerFormValues(server: McpServer | null): ServerFormValues {
  if (!server) {
    return { name: '', desc: '', logo_url: '', document_url: '', tags: [], transport: MCP_CONFIG_TYPES[0], url: '', content: '', config: JSON.stringify(EMPTY_SSE, null, 2) };
  }
  const { url, ...rest } = server.config_schema.sse;
  return {
    name: server.name,
    desc: server.desc,
    logo_url: server.logo_url,
    document_url: server.document_url,
    tags: server.tags,
    transport: server.config_schema.types[0] ?? MCP_CONFIG_TYPES[0],
    url,
    content: server.content,
    config: JSON.stringify(rest, null, 2),
  };
}

const toConfigSchema = (values: Pick<ServerFormValues, 'transport' | 'url' | 'config'>, sse: unknown) => ({
  types: [values.transport],
  sse: { ...(typeof sse === 'object' && sse !== null ? sse : {}), url: values.url.trim() },
});

/**
 * Why the config JSON cannot be saved ('' when it can): not JSON, not an object, or not the shape the shared
 * contract accepts (the first problem, with its path).
 */
export function configProblem(values: Pick<ServerFormValues, 'transport' | 'url' | 'config'>): { kind: 'json' } | { kind: 'shape'; detail: string } | null {
  const parsed = parseJsonText(values.config.trim() || '{}');
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return { kind: 'json' };
  const checked = mcpConfigSchema.safeParse(toConfigSchema(values, parsed.value));
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return { kind: 'shape', detail: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}

/** The server payload; a user's servers are private, a super-admin's public. */
export function toServerBody(values: ServerFormValues, isPublic: boolean): McpServerBody {
  const parsed = parseJsonText(values.config.trim() || '{}');
  return {
    name: values.name.trim(),
    is_private: !isPublic,
    logo_url: values.logo_url.trim(),
    document_url: values.document_url.trim(),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    desc: values.desc.trim(),
    content: values.content,
    config_schema: mcpConfigSchema.parse(toConfigSchema(values, parsed.ok ? parsed.value : {})),
  };
}
