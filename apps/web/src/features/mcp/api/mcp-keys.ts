import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const mcpKeys = {
  all: [QUERY_ROOTS.mcp] as const,
  market: () => [...mcpKeys.all, 'market'] as const,
  servers: () => [...mcpKeys.all, 'servers'] as const,
  instances: () => [...mcpKeys.all, 'instances'] as const,
  tools: (id: string) => [...mcpKeys.all, 'tools', id] as const,
};
