import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AgentContextProvidersRepository } from './agent-context.repository.ts';
import { AgentTemplatesRepository } from './agent-templates.repository.ts';
import { AgentsRepository } from './agents.repository.ts';
import { PluginMappingsRepository } from './plugin-mappings.repository.ts';

/**
 * What other modules read of agents (an agent by id or of its owner, a user's count and names, names by id, the
 * default template, an agent's plugin mappings and context providers) and the one thing they write: the summary
 * memory a chat summary keeps. Built on a transaction's handle, it works inside that transaction.
 */
export interface AgentDirectory {
  findById: AgentsRepository['findById'];
  findOwned: AgentsRepository['findOwned'];
  countForUser: AgentsRepository['countForUser'];
  namesOfUser: AgentsRepository['namesOfUser'];
  namesByIds: AgentsRepository['namesByIds'];
  saveSummaryMemory(agentId: string, summary: string, now: string): Promise<void>;
  defaultTemplate: AgentTemplatesRepository['findDefault'];
  pluginMappings: PluginMappingsRepository['ofAgent'];
  contextProviders: AgentContextProvidersRepository['ofAgent'];
}

export function agentDirectory(db: Kysely<Database>): AgentDirectory {
  const agents = new AgentsRepository(db);
  const templates = new AgentTemplatesRepository(db);
  const plugins = new PluginMappingsRepository(db);
  const context = new AgentContextProvidersRepository(db);
  return {
    findById: (id) => agents.findById(id),
    findOwned: (id, userId) => agents.findOwned(id, userId),
    countForUser: (userId) => agents.countForUser(userId),
    namesOfUser: (userId) => agents.namesOfUser(userId),
    namesByIds: (ids) => agents.namesByIds(ids),
    saveSummaryMemory: (agentId, summary, now) => agents.update(agentId, { summary_memory: summary, updated_at: now }),
    defaultTemplate: () => templates.findDefault(),
    pluginMappings: (agentId) => plugins.ofAgent(agentId),
    contextProviders: (agentId) => context.ofAgent(agentId),
  };
}
