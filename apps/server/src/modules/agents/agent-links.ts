import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { agentWordFiles, type AgentWordFiles } from '../correct-words/index.ts';
import { datasetCatalog, type DatasetCatalog } from '../datasets/index.ts';
import { agentDatasetBindings, type AgentDatasetBindings } from '../knowledge-retrieval/index.ts';

/** What an agent's configuration links to in other modules: its knowledge bases (and the owner's) and word files. */
export interface AgentLinks {
  datasets: DatasetCatalog;
  datasetBindings: AgentDatasetBindings;
  wordFiles: AgentWordFiles;
}

/** Built on a transaction's handle, every part reads and writes inside that transaction. */
export function agentLinks(db: Kysely<Database>): AgentLinks {
  return { datasets: datasetCatalog(db), datasetBindings: agentDatasetBindings(db), wordFiles: agentWordFiles(db) };
}
