export * from './mcp-store.ts';
export * from './mcps.ts';
export * from './mcp-tools.ts';
export * from './agent-mcps.ts';
export * from './mcp-proxy.ts';
