import { datasetCatalog } from '../datasets/index.ts';
import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AgentDatasetsRepository } from './agent-datasets.repository.ts';
import { RetrievalKeysRepository } from './retrieval-keys.repository.ts';

/** The agents' knowledge-base links and their knowledge key. */
export const purgeKnowledgeOfAgents: AgentsPurge = async (trx, agentIds) => {
  await new AgentDatasetsRepository(trx).deleteByAgents(agentIds);
  await new RetrievalKeysRepository(trx).deleteByAgents(agentIds);
};

/** Every agent's bindings to these users' knowledge bases, before the datasets module deletes them. */
export const purgeKnowledgeOfUsers: UsersPurge = async (trx, userIds) => {
  const catalog = datasetCatalog(trx);
  const datasetIds: string[] = [];
  for (const userId of userIds) datasetIds.push(...(await catalog.idsOfUser(userId)).map((row) => row.id));
  await new AgentDatasetsRepository(trx).deleteByDatasets(datasetIds);
};
