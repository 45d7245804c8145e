import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import type { DatabaseHandle } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

describe('the knowledge base keyword index', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.destroy());

  // 0038: with a pending list, freshly indexed segments made the planner scan the whole table for a word in none.
  it.skipIf(process.env.DB_DRIVER !== 'postgres')('takes new segments into the PostgreSQL GIN index at once, with no pending list', async () => {
    const { rows } = await sql<{ reloptions: string[] | null }>`select reloptions from pg_class where oid = 'dataset_segments_search_idx'::regclass`.execute(database.db);
    expect(rows[0]?.reloptions).toContain('fastupdate=off');
  });
});
