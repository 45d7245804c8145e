/** What other modules may use of agents; every other file here is internal (lint enforces it). */
export * from './agent-purge.ts';
export * from './agent-rules.ts';
export * from './agent-directory.ts';
export * from './agent-model-use.ts';
export * from './agents.repository.ts';
export * from './agents.service.ts';
export * from './agent-links.ts';
export * from './agents.upstream.ts';
// Its row type, for the read models documented in module-ownership.ts.
export type { AgentsTable } from './agents.tables.ts';
