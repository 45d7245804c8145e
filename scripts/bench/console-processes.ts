// Two real console server processes on the benchmark's PostgreSQL schema and one Redis, as a deployment behind a load
// balancer runs them (README "Running at scale"). Each logs as in production (JSON at info) to a pipe the benchmark reads.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startConsole, stopConsole, type ConsoleProcess } from '../../apps/server/test/console-process.ts';
import { PG_URL } from './bench-database.ts';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used, or null when it answers. */
export async function redisProblem(): Promise<string | null> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

/** Runs `work` with `count` console processes serving `schema`; they are stopped and their keys removed afterwards. */
export async function withConsoleProcesses<T>(schema: string, count: number, work: (baseUrls: string[]) => Promise<T>): Promise<T> {
  const prefix = `vox-bench-${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-processes-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    SECRETS_KEY: randomBytes(32).toString('hex'),
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'info',
  };
  let processes: ConsoleProcess[] = [];
  try {
    processes = await Promise.all(Array.from({ length: count }, () => startConsole(env)));
    return await work(processes.map((process_) => process_.base));
  } finally {
    await Promise.all(processes.map(stopConsole));
    rmSync(dataDir, { recursive: true, force: true });
    await removeKeys(prefix);
  }
}

async function removeKeys(prefix: string): Promise<void> {
  const client = new Redis(REDIS_URL);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}
