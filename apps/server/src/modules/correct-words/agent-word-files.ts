import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AgentCorrectWordFilesRepository, CorrectWordFilesRepository } from './correct-words.repository.ts';

/** Which replacement-word files an agent uses, as the agents module reads, checks and changes it. */
export interface AgentWordFiles {
  idsOfAgent(agentId: string): Promise<string[]>;
  replaceForAgent(agentId: string, fileIds: readonly string[], now: string): Promise<void>;
  /** Those of `ids` that are the user's own files. */
  ownedIds(userId: string, ids: readonly string[]): Promise<string[]>;
}

/** Built on a transaction's handle, it reads and writes inside that transaction. */
export function agentWordFiles(db: Kysely<Database>): AgentWordFiles {
  const links = new AgentCorrectWordFilesRepository(db);
  const files = new CorrectWordFilesRepository(db);
  return {
    idsOfAgent: (agentId) => links.idsOfAgent(agentId),
    replaceForAgent: (agentId, fileIds, now) => links.replaceForAgent(agentId, fileIds, now),
    ownedIds: (userId, ids) => files.ownedIds(userId, ids),
  };
}
