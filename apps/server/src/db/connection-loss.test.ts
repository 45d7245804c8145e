import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestDatabase, createUser, TEST_POSTGRES_URL } from '../../test/helper.ts';
import { TcpProxy } from '../../test/tcp-proxy.ts';
import type { DatabaseHandle } from './dialect.ts';

const onPostgres = process.env.DB_DRIVER === 'postgres';

/** Fails the test if anything escapes as an uncaught error (an 'error' event without listener kills the server). */
function watchUncaught(): { errors: unknown[]; stop: () => void } {
  const errors: unknown[] = [];
  const listener = (error: unknown) => errors.push(error);
  process.on('uncaughtException', listener);
  process.on('unhandledRejection', listener);
  return {
    errors,
    stop: () => {
      process.off('uncaughtException', listener);
      process.off('unhandledRejection', listener);
    },
  };
}

async function terminateBackends(applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    const result = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

interface Outcome {
  status: number;
  code: number;
  dictType: string;
}

/** Writers adding dictionary types until stopped; each outcome says whether the write was acknowledged. */
function writeLoad(app: FastifyInstance, token: string, workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const dictType = `T_${randomUUID().slice(0, 12)}`;
      const response = await app.inject({
        method: 'POST',
        url: '/xiaozhi/admin/dict/type/save',
        headers: bearer(token),
        payload: { dictType, dictName: dictType, sort: 0 },
      });
      outcomes.push({ status: response.statusCode, code: response.json().code, dictType });
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('a dropped PostgreSQL connection', () => {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  const proxy = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(TEST_POSTGRES_URL).port || 5432) });
  let uncaught: ReturnType<typeof watchUncaught>;

  beforeEach(async () => {
    uncaught = watchUncaught();
    await proxy.start();
  });

  afterEach(async () => {
    await app?.close();
    await proxy.stop();
    uncaught.stop();
  });

  it('survives terminated backends under write load and loses no acknowledged write', async () => {
    const applicationName = `vox-test-${randomUUID().slice(0, 8)}`;
    database = await createTestDatabase({ applicationName });
    app = await buildTestApp({ database });
    const admin = await createUser(app, { superAdmin: true });
    const load = writeLoad(app, admin.token, 4);
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await pause(120);
      terminated += await terminateBackends(applicationName);
    }
    await pause(200);
    await load.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(uncaught.errors).toEqual([]);
    const statuses = new Set(load.outcomes.map((outcome) => outcome.status));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    const acknowledged = load.outcomes.filter((outcome) => outcome.status === 200 && outcome.code === 0).map((outcome) => outcome.dictType);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await database.db.selectFrom('sys_dict_type').select('dict_type').where('dict_type', 'in', acknowledged).execute();
    expect(stored.length).toBe(acknowledged.length);

    const health = (await app.inject({ method: 'GET', url: '/xiaozhi/health' })).json();
    expect(health.data.status).toBe('ok');
  });

  it('answers 503 while the database is unreachable, says so in /health, and recovers by itself', async () => {
    database = await createTestDatabase({ url: `postgres://postgres@127.0.0.1:${proxy.port}/test` });
    app = await buildTestApp({ database });
    const admin = await createUser(app, { superAdmin: true });
    const list = () => app!.inject({ method: 'GET', url: '/xiaozhi/admin/dict/type/page?page=1&limit=10', headers: bearer(admin.token) });
    expect((await list()).json().code).toBe(0);

    await proxy.cut();
    const during = await list();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 503, data: null });
    expect(during.json().msg).toMatch(/数据库/);
    const degraded = (await app.inject({ method: 'GET', url: '/xiaozhi/health' })).json();
    expect(degraded.data.status).toBe('degraded');
    expect(degraded.data.dependencies[0]).toMatchObject({ name: 'database', ok: false });

    await proxy.restore();
    const after = await list();
    expect(after.statusCode).toBe(200);
    expect(after.json().code).toBe(0);
    const healthy = (await app.inject({ method: 'GET', url: '/xiaozhi/health' })).json();
    expect(healthy.data.status).toBe('ok');
    expect(uncaught.errors).toEqual([]);
    await sql`select 1`.execute(database.db);
  });
});

describe('database failures that are not an outage', () => {
  it('still answer 500, not 503', async () => {
    const { isDatabaseUnavailable } = await import('../plugins/app/database-unavailable.ts');
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});
