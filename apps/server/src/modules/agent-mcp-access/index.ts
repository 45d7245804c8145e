/** What other modules may use of agent-mcp-access; every other file here is internal (lint enforces it). */
export { agentMcpEndpointConfig } from './agent-mcp-access.service.ts';
