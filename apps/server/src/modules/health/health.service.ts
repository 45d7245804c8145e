import type { Health, Readiness } from '@vox/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Probes each dependency the console needs, so an outage names its cause instead of a spinner. */
export async function checkHealth(db: Kysely<Database>, kind: string, version: string): Promise<Health> {
  const started = performance.now();
  let database: Health['dependencies'][number];
  try {
    await sql`select 1`.execute(db);
    database = { name: 'database', ok: true, latencyMs: elapsed(started), detail: kind };
  } catch (error) {
    database = { name: 'database', ok: false, latencyMs: elapsed(started), detail: `${kind}: ${(error as Error).message}` };
  }
  const dependencies = [database];
  return { status: dependencies.every((dependency) => dependency.ok) ? 'ok' : 'degraded', version, dependencies };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** A dependency's probe: resolves when it answers, throws with the reason when it does not. */
export type ReadinessProbe = readonly [name: Readiness['checks'][number]['name'], probe: () => Promise<unknown>];

/** Key no object is stored under: looking it up proves the storage answers without touching real files. */
export const STORAGE_PROBE_KEY = 'ready-probe';

/** Every probe in parallel, each with its latency; ready only when all answer. */
export async function checkReadiness(probes: readonly ReadinessProbe[]): Promise<Readiness> {
  const checks = await Promise.all(
    probes.map(async ([name, probe]) => {
      const started = performance.now();
      try {
        await probe();
        return { name, ok: true, latency_ms: elapsed(started) };
      } catch (error) {
        return { name, ok: false, latency_ms: elapsed(started), error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return { status: checks.every((check) => check.ok) ? 'ready' : 'not_ready', checks };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
