import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { RecentReadsByArea } from '../../lib/recent-reads.ts';
import { createTestDatabase } from '../../../test/helper.ts';
import { createRepositories, transactionRunner } from '../repositories.ts';

describe('params read through recent reads', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => database?.destroy());

  it('shows a value saved inside a transaction to the next read, and one saved outside too', async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    const recentReads = new RecentReadsByArea();
    const repos = createRepositories(database.db, recentReads);
    const transaction = transactionRunner(database.db, recentReads);
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).not.toBe('ws://one');
    await transaction((inTransaction) => inTransaction.params.setValue('server.websocket', 'ws://one', new Date().toISOString()));
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).toBe('ws://one');
    await repos.params.setValue('server.websocket', 'ws://two', new Date().toISOString());
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).toBe('ws://two');
  });
});
