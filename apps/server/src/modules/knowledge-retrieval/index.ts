/** What other modules may use of knowledge retrieval; every other file here is internal (lint enforces it). */
export { AgentKnowledgeService, type KnowledgeGrant } from './agent-knowledge.service.ts';
export { purgeKnowledgeOfAgents, purgeKnowledgeOfUsers } from './knowledge-retrieval-purge.ts';
export { agentDatasetBindings, datasetBindings, type AgentDatasetBindings } from './agent-dataset-bindings.ts';
export * from './knowledge-retrieval.upstream.ts';
export { searchLikeDevice, type DeviceKnowledgeAnswer, type DeviceKnowledgeSearchDeps } from './device-knowledge-search.ts';
