import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../db/dialect.ts';
import { eventually } from '../../../test/console-process.ts';
import { buildTestApp, TEST_REDIS_URL } from '../../../test/helper.ts';

/**
 * Two console processes (two apps here) on one database file and one Redis: a write in one drops what the other had
 * read of that area at once. The clock recent reads age by stands still, so only the announcement can do it.
 */
describe('writes announced to the other processes through Redis', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vox-announce-'));
  const redis = { url: TEST_REDIS_URL, prefix: `vox-test-${randomUUID()}:` };
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const file = path.join(dir, 'vox.db');
    a = await buildTestApp({ database: createDatabase({ kind: 'sqlite', path: file }), config: { redis } });
    b = await buildTestApp({ database: createDatabase({ kind: 'sqlite', path: file }), config: { redis } });
    vi.useFakeTimers({ toFake: ['performance'] });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await a?.close();
    await b?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows a param saved in one process to the next read of the other', async () => {
    expect((await b.services.params.values(['server.websocket'])).get('server.websocket')).not.toBe('ws://announced/');
    await a.services.params.set('server.websocket', 'ws://announced/');
    await eventually('the other process to read the new value', async () => (await b.services.params.values(['server.websocket'])).get('server.websocket') === 'ws://announced/', 5_000);
  });

  it('shows a firmware version filed in one process to the other process\'s catalogue', async () => {
    expect(await b.services.firmwareRepository.versionsOf('esp-box-3')).toEqual([]);
    const now = new Date().toISOString();
    await a.services.firmwareRepository.insert({
      id: 'fw-announced', firmware_name: 'announced', type: 'esp-box-3', version: '9.9.9', size: 1, remark: null, storage_key: 'k', md5: 'm',
      sort: 0, creator: null, updater: null, created_at: now, updated_at: now,
    });
    await eventually('the other process to see the new version', async () => (await b.services.firmwareRepository.versionsOf('esp-box-3')).length === 1, 5_000);
  });

  it('keeps what a process read when nothing was written', async () => {
    const first = await b.services.params.values(['server.ota']);
    expect(await b.services.params.values(['server.ota'])).toBe(first);
  });
});
