/** What other modules may use of the agent playground; every other file here is internal (lint enforces it). */
export { AgentPlaygroundService, type AgentPlaygroundDeps } from './agent-playground.service.ts';
