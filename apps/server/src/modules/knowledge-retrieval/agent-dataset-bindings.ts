import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { datasetCatalog, type DatasetBindings } from '../datasets/index.ts';
import { AgentDatasetsRepository } from './agent-datasets.repository.ts';
import { datasetsOfAgent } from './bound-datasets.ts';
import { RetrievalKeysRepository } from './retrieval-keys.repository.ts';

/** Which knowledge bases an agent is bound to, as the agents module reads and changes it. */
export interface AgentDatasetBindings {
  idsOfAgent(agentId: string): Promise<string[]>;
  /** Binds exactly these and drops the agent's knowledge key: the device server's old key is refused at once. */
  rebind(agentId: string, datasetIds: readonly string[], now: string): Promise<void>;
}

/** Built on a transaction's handle, it reads and writes inside that transaction. */
export function agentDatasetBindings(db: Kysely<Database>): AgentDatasetBindings {
  const bindings = new AgentDatasetsRepository(db);
  const keys = new RetrievalKeysRepository(db);
  const catalog = datasetCatalog(db);
  return {
    idsOfAgent: async (agentId) => (await datasetsOfAgent(bindings, catalog, agentId)).map((row) => row.id),
    rebind: async (agentId, datasetIds, now) => {
      await bindings.replaceForAgent(agentId, datasetIds, now);
      await keys.deleteByAgents([agentId]);
    },
  };
}

/** The bindings as the datasets module asks about them (counts, users, and unbinding a deleted knowledge base). */
export function datasetBindings(db: Kysely<Database>): DatasetBindings {
  const bindings = new AgentDatasetsRepository(db);
  return {
    agentCounts: (datasetIds) => bindings.agentCounts(datasetIds),
    agentIdsOf: (datasetId) => bindings.agentIdsOf(datasetId),
    unbindDataset: (datasetId) => bindings.deleteByDatasets([datasetId]),
  };
}
