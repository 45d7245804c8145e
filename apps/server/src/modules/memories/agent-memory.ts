import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { MemoriesRepository } from './memories.repository.ts';

/** Gives an agent its (enabled, empty-prompt) memory container unless it has one; an existing one is kept as it was. */
export async function ensureMemoryOfAgent(db: Kysely<Database>, agent: { id: string; user_id: string }, now: string): Promise<void> {
  await new MemoriesRepository(db).ensureForAgent({ id: newId(), agent_id: agent.id, user_id: agent.user_id, is_enabled: 1, memory_prompt: '', created_at: now, updated_at: now });
}
