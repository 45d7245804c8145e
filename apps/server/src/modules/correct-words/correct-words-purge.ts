import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AgentCorrectWordFilesRepository, CorrectWordFilesRepository } from './correct-words.repository.ts';

/** The agents' links to replacement-word files (the files are their owner's). */
export const purgeCorrectWordsOfAgents: AgentsPurge = (trx, agentIds) => new AgentCorrectWordFilesRepository(trx).deleteByAgents(agentIds);

export const purgeCorrectWordsOfUsers: UsersPurge = (trx, userIds) => new CorrectWordFilesRepository(trx).deleteByOwners(userIds);
