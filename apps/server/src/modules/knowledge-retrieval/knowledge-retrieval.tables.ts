// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

export interface AgentDatasetsTable {
  agent_id: string;
  dataset_id: string;
  created_at: string;
}

/** The key an agent's device server retrieves with (0025); `dataset_ids` is the sorted JSON array it was made for. */
export interface AgentRetrievalKeysTable {
  agent_id: string;
  key_hash: string;
  key_sealed: string;
  dataset_ids: string;
  created_at: string;
}

/** The tables the knowledge-retrieval module owns. */
export interface KnowledgeRetrievalTables {
  agent_datasets: AgentDatasetsTable;
  agent_retrieval_keys: AgentRetrievalKeysTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends KnowledgeRetrievalTables {}
}
