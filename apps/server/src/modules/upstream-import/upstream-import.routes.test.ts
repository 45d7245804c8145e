import type { FastifyInstance } from 'fastify';
import type { UpstreamImportHistory } from '@vox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';

describe('GET /admin/upstream-import', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  let user: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    user = consoleFor(app, await createUser(app));
  });
  afterAll(() => app.close());

  const history = (client = admin) => client.request<UpstreamImportHistory>({ method: 'GET', url: '/xiaozhi/admin/upstream-import' });
  const progress = (done: number, imported: number) => ({ last_key: '[7]', done, imported, present: 1, skipped: 0 });

  it('answers no imports on a console that never imported, and only to super-admins', async () => {
    expect(await history()).toMatchObject({ code: 0, data: { imports: [] } });
    expect((await history(user)).code).not.toBe(0);
  });

  it('names each imported database with its finish time and rows per table, latest first; a stopped run has no finish time', async () => {
    const repository = app.services.repos.upstreamImportProgress;
    await repository.save('db.lan:3306/xiaozhi_esp32_server', 'sys_user', progress(1, 12), '2026-11-20T08:00:00.000Z');
    await repository.save('db.lan:3306/xiaozhi_esp32_server', 'sys_params', progress(1, 40), '2026-11-20T08:00:05.000Z');
    await repository.save('old.lan:3306/xiaozhi', 'sys_user', progress(0, 3), '2026-11-26T09:00:00.000Z');

    const answer = await history();
    expect(answer.code).toBe(0);
    expect(answer.data.imports).toEqual([
      { source: 'old.lan:3306/xiaozhi', finishedAt: null, updatedAt: '2026-11-26T09:00:00.000Z', tables: [{ table: 'sys_user', done: false, imported: 3, present: 1, skipped: 0 }] },
      {
        source: 'db.lan:3306/xiaozhi_esp32_server',
        finishedAt: '2026-11-20T08:00:05.000Z',
        updatedAt: '2026-11-20T08:00:05.000Z',
        tables: [
          { table: 'sys_params', done: true, imported: 40, present: 1, skipped: 0 },
          { table: 'sys_user', done: true, imported: 12, present: 1, skipped: 0 },
        ],
      },
    ]);
  });
});
