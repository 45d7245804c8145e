import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase } from '../../../test/helper.ts';

describe('GET /xiaozhi/health', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('reports the database as up with its kind', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/xiaozhi/health' });
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('ok');
    expect(body.data.dependencies).toEqual([
      expect.objectContaining({ name: 'database', ok: true, detail: process.env.DB_DRIVER === 'postgres' ? 'postgres' : 'sqlite' }),
    ]);
  });

  it('says which dependency failed when the database is gone', async () => {
    const database = await createTestDatabase();
    app = await buildTestApp({ database });
    await database.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/xiaozhi/health' });
    const body = response.json();
    expect(body.data.status).toBe('degraded');
    expect(body.data.dependencies[0]).toMatchObject({ name: 'database', ok: false });
  });
});
