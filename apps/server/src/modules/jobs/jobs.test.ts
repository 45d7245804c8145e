import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestClock } from '../../../test/helper.ts';
import { JobRunner, PermanentJobError, type JobContext } from './index.ts';

describe('background jobs', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let runner: JobRunner;
  const runs: { payload: unknown; attempt: number }[] = [];
  let behaviour: (context: JobContext) => Promise<void>;

  const newRunner = () => {
    const worker = new JobRunner({ jobs: app.services.repos.jobs, queue: app.services.jobs, clock, log: app.log, leaseSeconds: 60 });
    worker.register('test.work', async (payload, context) => {
      runs.push({ payload, attempt: context.attempt });
      await behaviour(context);
    });
    return worker;
  };

  beforeEach(async () => {
    app = await buildTestApp();
    clock = app.services.clock as TestClock;
    runs.length = 0;
    behaviour = async () => {};
    runner = newRunner();
  });
  afterEach(() => app.close());

  it('runs a job once with its payload and then forgets it', async () => {
    const id = await app.services.jobs.enqueue('test.work', { document: 'd1' });
    expect(await app.services.jobs.get(id!)).toMatchObject({ state: 'waiting', progress: 0 });
    expect(await runner.runOnce()).toBe(true);
    expect(runs).toEqual([{ payload: { document: 'd1' }, attempt: 1 }]);
    expect(await app.services.jobs.get(id!)).toBeNull();
    expect(await runner.runOnce()).toBe(false);
  });

  it('retries a failing job with growing delays, then marks it failed with the error', async () => {
    behaviour = async () => {
      throw new Error('provider said 503');
    };
    const id = (await app.services.jobs.enqueue('test.work', {}, { maxAttempts: 3 }))!;
    expect(await runner.runOnce()).toBe(true);
    expect(await app.services.jobs.get(id)).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'provider said 503' });
    expect(await runner.runOnce()).toBe(false);
    clock.advance(30);
    expect(await runner.runOnce()).toBe(true);
    clock.advance(59);
    expect(await runner.runOnce()).toBe(false);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(true);
    expect(await app.services.jobs.get(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'provider said 503' });
    clock.advance(10_000);
    expect(await runner.runOnce()).toBe(false);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('fails at once on a permanent error', async () => {
    behaviour = async () => {
      throw new PermanentJobError('the PDF has no text layer');
    };
    const id = (await app.services.jobs.enqueue('test.work', {}))!;
    await runner.runOnce();
    expect(await app.services.jobs.get(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'the PDF has no text layer' });
  });

  it('keeps one live job per unique key', async () => {
    expect(await app.services.jobs.enqueue('test.work', { n: 1 }, { uniqueKey: 'doc:1' })).not.toBeNull();
    expect(await app.services.jobs.enqueue('test.work', { n: 2 }, { uniqueKey: 'doc:1' })).toBeNull();
    await runner.runOnce();
    expect(await app.services.jobs.enqueue('test.work', { n: 3 }, { uniqueKey: 'doc:1' })).not.toBeNull();
  });

  it('shows progress while running, and a job whose worker died is taken over after its lease', async () => {
    let seen: unknown;
    const id = (await app.services.jobs.enqueue('test.work', { big: true }))!;
    // A worker that claims the job and dies (the process is killed) without finishing it.
    const dead = await app.services.repos.jobs.claim(['test.work'], 'dead-worker', new Date(clock.now()).toISOString(), new Date(clock.now() + 60_000).toISOString());
    expect(dead?.id).toBe(id);
    expect(await runner.runOnce()).toBe(false);
    clock.advance(61);
    behaviour = async (context) => {
      expect(await context.progress(40)).toBe(true);
      seen = await app.services.jobs.get(context.id);
    };
    expect(await runner.runOnce()).toBe(true);
    expect(seen).toMatchObject({ state: 'running', progress: 40, attempts: 2 });
    expect(await app.services.jobs.get(id)).toBeNull();
  });

  it('takes back at start the jobs of a process on this host that died, without waiting for its lease', async () => {
    await app.services.jobs.enqueue('test.work', { after: 'crash' });
    const now = new Date(clock.now()).toISOString();
    const later = new Date(clock.now() + 60_000).toISOString();
    // PID 2^22 + 1 is above Linux's pid_max, so no process has it: the server that held the job is gone.
    await app.services.repos.jobs.claim(['test.work'], `${hostname()}:4194305:dead`, now, later);
    await app.services.jobs.enqueue('test.work', { held: 'alive' });
    await app.services.repos.jobs.claim(['test.work'], `${hostname()}:${process.pid}:other-runner`, now, later);
    expect(await runner.runOnce()).toBe(false);
    await runner.start();
    await runner.stop();
    while (await runner.runOnce()) { /* drain */ }
    expect(runs.map((run) => run.payload)).toEqual([{ after: 'crash' }]);
  });

  it('lets several workers share the queue without running a job twice', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => app.services.jobs.enqueue('test.work', { n })));
    behaviour = () => new Promise((resolve) => setTimeout(resolve, 1));
    const workers = [runner, newRunner(), newRunner()];
    await Promise.all(workers.map(async (worker) => {
      while (await worker.runOnce()) { /* drain */ }
    }));
    expect(runs.map((run) => (run.payload as { n: number }).n).sort((a, b) => a - b)).toEqual(ids.map((_, n) => n));
  });

  it('runs a periodic job again after its period, whether it succeeded or not', async () => {
    let calls = 0;
    runner.register('test.sweep', async () => {
      calls += 1;
      if (calls === 2) throw new Error('database busy');
    }, { everySeconds: 3600 });
    await runner.start();
    await runner.stop();
    while (await runner.runOnce()) { /* the first run, unless the loop took it before it stopped */ }
    expect(calls).toBe(1);
    clock.advance(3600);
    await runner.runOnce();
    expect(calls).toBe(2);
    clock.advance(30);
    await runner.runOnce();
    expect(calls).toBe(3);
    expect(await runner.runOnce()).toBe(false);
    expect(await app.services.jobs.enqueue('test.sweep', {}, { uniqueKey: 'every:test.sweep' })).toBeNull();
  });

  it('works jobs in the background when the app runs them, and stops before the database closes', async () => {
    const running = await buildTestApp({ runJobs: true });
    const done = new Promise<unknown>((resolve) => running.services.jobRunner.register('test.bg', async (payload) => resolve(payload)));
    await running.ready();
    await running.services.jobs.enqueue('test.bg', { hello: 'world' });
    expect(await done).toEqual({ hello: 'world' });
    await running.close();
  });
});
