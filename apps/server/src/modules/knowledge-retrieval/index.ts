/** What other modules may use of knowledge retrieval; every other file here is internal (lint enforces it). */
export { AgentKnowledgeService, type KnowledgeGrant } from './agent-knowledge.service.ts';
export { purgeKnowledgeOfAgents } from './knowledge-retrieval-purge.ts';
export { agentDatasetBindings, type AgentDatasetBindings } from './agent-dataset-bindings.ts';
