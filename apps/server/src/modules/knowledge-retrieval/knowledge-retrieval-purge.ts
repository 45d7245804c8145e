import type { AgentsPurge } from '../purges.ts';
import { AgentDatasetsRepository } from './agent-datasets.repository.ts';
import { RetrievalKeysRepository } from './retrieval-keys.repository.ts';

/** The agents' knowledge-base links and their knowledge key. */
export const purgeKnowledgeOfAgents: AgentsPurge = async (trx, agentIds) => {
  await new AgentDatasetsRepository(trx).deleteByAgents(agentIds);
  await new RetrievalKeysRepository(trx).deleteByAgents(agentIds);
};
