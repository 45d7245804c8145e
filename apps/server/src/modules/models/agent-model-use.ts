import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What the models module asks of agents (the agents module's `agentModelUse`), handed in by the composition root. */
export interface AgentModelUse {
  /** Names of the agents that use a model config in any model slot. */
  namesUsingModel(modelId: string): Promise<string[]>;
  /** Agents and templates pointing at these voices fall back to none. */
  clearVoices(voiceIds: readonly string[]): Promise<void>;
}

/** The same, built on a transaction's handle. */
export type AgentModelUseOn = (db: Kysely<Database>) => AgentModelUse;
