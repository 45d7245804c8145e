import type { Health } from '@vox/contracts';
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
