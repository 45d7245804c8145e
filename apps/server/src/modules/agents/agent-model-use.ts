import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AgentTemplatesRepository } from './agent-templates.repository.ts';
import { AgentsRepository } from './agents.repository.ts';

/**
 * What the models module asks of agents: which agents use a model config, and dropping deleted voices from agents
 * and templates. Built on a transaction's handle, it works inside that transaction.
 */
export function agentModelUse(db: Kysely<Database>) {
  const agents = new AgentsRepository(db);
  const templates = new AgentTemplatesRepository(db);
  return {
    namesUsingModel: (modelId: string) => agents.namesUsingModel(modelId),
    /** Agents and templates pointing at these voices fall back to none. */
    clearVoices: async (voiceIds: readonly string[]) => {
      await agents.clearVoices(voiceIds);
      await templates.clearVoices(voiceIds);
    },
  };
}
