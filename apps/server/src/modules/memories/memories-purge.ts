import type { AgentsPurge } from '../purges.ts';
import { MemoriesRepository } from './memories.repository.ts';

/** Everything the agents remember. */
export const purgeMemoriesOfAgents: AgentsPurge = (trx, agentIds) => new MemoriesRepository(trx).deleteByAgents(agentIds);
