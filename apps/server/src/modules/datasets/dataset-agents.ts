/**
 * What this module asks about the agents bound to knowledge bases. Knowledge retrieval owns the bindings and agents
 * own their names; both modules import this one, so the datasets descriptor hands their readers in.
 */
export interface DatasetAgents {
  bindings: DatasetBindings;
  /** The names of these agents, those that exist. */
  names(agentIds: readonly string[]): Promise<{ id: string; agent_name: string }[]>;
}

/** The agent ↔ knowledge-base bindings, seen from the knowledge bases. */
export interface DatasetBindings {
  /** How many agents each of these knowledge bases is bound to; one bound to none is left out. */
  agentCounts(datasetIds: readonly string[]): Promise<Map<string, number>>;
  /** The agents bound to the knowledge base. */
  agentIdsOf(datasetId: string): Promise<string[]>;
  /** Drops every agent's binding to the knowledge base. */
  unbindDataset(datasetId: string): Promise<void>;
}
