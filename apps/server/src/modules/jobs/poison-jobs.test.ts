import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { adminQuery, TEST_POSTGRES_URL } from '../../../test/helper.ts';
import { JobQueue } from './job-queue.ts';
import { JobsRepository } from './jobs.repository.ts';

const WORKER = fileURLToPath(new URL('../../../test/poison-job-worker.ts', import.meta.url));

/** A database file (or schema) that separate processes share, as a real installation's processes do. */
async function sharedDatabase(): Promise<{ handle: DatabaseHandle; args: string[]; drop: () => Promise<void> }> {
  if (process.env.DB_DRIVER !== 'postgres') {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vox-poison-')), 'vox.db');
    const handle = createDatabase({ kind: 'sqlite', path: file });
    return { handle, args: ['sqlite', file], drop: () => handle.destroy() };
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(TEST_POSTGRES_URL, `create schema ${schema}`);
  const handle = createDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { schema, poolSize: 2 });
  return {
    handle,
    args: ['postgres', TEST_POSTGRES_URL, schema],
    drop: async () => {
      await handle.destroy();
      await adminQuery(TEST_POSTGRES_URL, `drop schema ${schema} cascade`);
    },
  };
}

describe('a job that kills its process on every try', () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(() => drop?.());

  // Five Node processes start one after another: seconds on a loaded 2-core machine.
  it('is claimed at most max_attempts times across restarts, then fails with the reason and is never claimed again', { timeout: 60_000 }, async () => {
    const shared = await sharedDatabase();
    drop = shared.drop;
    await migrateToLatest(shared.handle.db);
    const jobs = new JobsRepository(shared.handle.db);
    const id = (await new JobQueue(jobs, { now: () => Date.now() }).enqueue('test.poison', { documentId: 'bomb' }, { maxAttempts: 3 }))!;

    const runs = Array.from({ length: 5 }, () => spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', WORKER, ...shared.args], { encoding: 'utf8', timeout: 30_000 }));

    // Three restarts each claim the job and die by it; the fourth ends it; the fifth finds nothing to do.
    expect(runs.map((run) => run.signal ?? run.status)).toEqual(['SIGKILL', 'SIGKILL', 'SIGKILL', 0, 0]);
    expect(runs[3]!.stdout).toContain('abandoned {"documentId":"bomb"}');
    expect(runs[4]!.stdout).toBe('');
    const job = await jobs.find(id);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, locked_by: null });
    expect(job?.last_error).toMatch(/stopped during every attempt/);
  });
});
