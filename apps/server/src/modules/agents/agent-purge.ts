import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AgentContextProvidersRepository } from './agent-context.repository.ts';
import { AgentSnapshotsRepository } from './agent-snapshots.repository.ts';
import { AgentTagsRepository } from './agent-tags.repository.ts';
import { AgentsRepository } from './agents.repository.ts';
import { PluginMappingsRepository } from './plugin-mappings.repository.ts';

/**
 * Removes agents with everything hanging off them: first each other module's part, in the order given (devices,
 * history, links…), then the agents' own plugin choices, tag links, context sources, saved versions and rows.
 * Call it inside a transaction.
 */
export function agentsPurge(otherModules: readonly AgentsPurge[]): AgentsPurge {
  return async (trx, agentIds) => {
    if (agentIds.length === 0) return;
    for (const purge of otherModules) await purge(trx, agentIds);
    await new PluginMappingsRepository(trx).deleteByAgents(agentIds);
    await new AgentTagsRepository(trx).deleteByAgents(agentIds);
    await new AgentContextProvidersRepository(trx).deleteByAgents(agentIds);
    await new AgentSnapshotsRepository(trx).deleteByAgents(agentIds);
    await new AgentsRepository(trx).deleteByIds(agentIds);
  };
}

/** The users' agents, removed with `purgeAgents`, then the users' tags. */
export function agentsOfUsersPurge(purgeAgents: AgentsPurge): UsersPurge {
  return async (trx, userIds) => {
    const agents = new AgentsRepository(trx);
    for (const userId of userIds) await purgeAgents(trx, await agents.idsOfUser(userId));
    await new AgentTagsRepository(trx).deleteByUsers(userIds);
  };
}
