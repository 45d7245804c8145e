/** What other modules may use of mcp; every other file here is internal (lint enforces it). */
export * from './agent-mcp-endpoints.ts';
export * from './mcp-purge.ts';
export type { McpToolsService } from './mcp-tools.service.ts';
