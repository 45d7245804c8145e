// Released with fingerprint f8ea529789e7a91c005b07f23c46a977201ad8cfefe69f0bfc022a6b481fa253
import type { Kysely } from 'kysely';
import { isPostgres } from './support/dialect.ts';

/**
 * Indexes the agent list reads in order (found by scripts/bench/ota-and-lists.ts):
 * - agents by user in (created_at, id) order, so the id tiebreak of the list needs no sort;
 * - SQLite: a user's devices by agent with their last check-in, so the per-agent device count and
 *   last contact come from the index alone, already grouped (no temporary B-tree, no row lookups).
 *   PostgreSQL hashes that aggregate and would lose heap-only updates of `last_connected_at` (every
 *   OTA check-in) to such an index, so it keeps `devices_user_id_idx` alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('agents_user_created_id_idx').on('agents').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('agents_user_created_idx').execute();
  if (!isPostgres(db)) {
    await db.schema.createIndex('devices_user_agent_seen_idx').on('devices').columns(['user_id', 'agent_id', 'last_connected_at']).execute();
  }
}
