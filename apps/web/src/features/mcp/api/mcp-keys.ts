export const mcpKeys = {
  all: ['mcp'] as const,
  market: () => [...mcpKeys.all, 'market'] as const,
  servers: () => [...mcpKeys.all, 'servers'] as const,
  instances: () => [...mcpKeys.all, 'instances'] as const,
  tools: (id: string) => [...mcpKeys.all, 'tools', id] as const,
};
