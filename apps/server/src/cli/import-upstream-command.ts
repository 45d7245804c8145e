import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createDatabase, type DatabaseHandle } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createObjectStorage } from '../integrations/storage/storage-factory.ts';
import { isoFromNow, systemClock } from '../lib/clock.ts';
import { HttpRagflowChunks } from '../integrations/ragflow/ragflow-chunks.ts';
import { formatImportReport, importUpstream, MysqlSource, refillFromRagflow, type ImportTarget } from '../modules/upstream-import/index.ts';
import { cliServices } from './cli-services.ts';

export interface ImportUpstreamArgs {
  url: string | undefined;
  dryRun: boolean;
  merge: boolean;
  files: string | undefined;
  /** Upstream writes its datetimes in its server's zone; its docker-compose sets Asia/Shanghai. */
  timeZone: string;
  /** Upstream's RAGFlow, to fetch the knowledge-base documents' chunks from. */
  ragflow?: { url: string; key: string };
}

export const IMPORT_UPSTREAM_USAGE = `import-upstream <mysql-url> [--dry-run] [--merge] [--files DIR] [--time-zone +08:00]
                  [--ragflow URL --ragflow-key KEY]
                                             copy a xiaozhi-esp32-server installation into this console`;

class DryRunRollback extends Error {}

/** Reads upstream, writes this console's database (or, with --dry-run, a throwaway copy of it) and prints the summary. */
export async function importUpstreamCommand(config: AppConfig, args: ImportUpstreamArgs, print: (line: string) => void): Promise<void> {
  if (!args.url) throw new Error(`Missing <mysql-url>.\n\nUsage: npm run admin -- ${IMPORT_UPSTREAM_USAGE}`);
  // Millions of short-lived rows while ~50 MB stays live: by default V8 lets its heap grow to several times that before
  // collecting, and a 1,000,000-message import peaked at ~480 MB resident on PostgreSQL; sized for memory, ~190 MB.
  v8.setFlagsFromString('--optimize-for-size');
  const source = await MysqlSource.open(args.url, args.timeZone);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    print(`Reading ${source.name}${args.dryRun ? ' (dry run: nothing is written)' : ''}…`);
    const options = { merge: args.merge, dryRun: args.dryRun, filesDir: args.files ?? null, now: isoFromNow(systemClock), onProgress: progressPrinter(print) };
    const storage = (area: 'firmware' | 'voice-clones') => createObjectStorage(config.storage, area);
    const report = args.dryRun
      ? await dryRun(database, (target) => importUpstream(source, { ...target, storage }, options))
      : await importUpstream(source, { db: database.db, inTransaction: (work) => database.db.transaction().execute(work), storage }, options);
    for (const line of formatImportReport(report)) print(line);
    if (args.ragflow && !args.dryRun) await refillDocuments(config, database, source, args.ragflow, print);
    if (!args.dryRun) print('\nRestart the console so it reads the imported settings (server.secret, SM2 keys, websocket and OTA addresses).');
  } finally {
    await source.close();
    await database.destroy();
  }
}

/** The documents' text from upstream's RAGFlow, queued for indexing when the console next runs its jobs. */
async function refillDocuments(config: AppConfig, database: DatabaseHandle, source: MysqlSource, ragflow: { url: string; key: string }, print: (line: string) => void): Promise<void> {
  if (!ragflow.key) throw new Error('--ragflow needs --ragflow-key: the API key of that RAGFlow server.');
  print(`\nFetching the knowledge-base documents' chunks from RAGFlow at ${new URL(ragflow.url).host}…`);
  const { documents } = cliServices(config, database);
  const report = await refillFromRagflow(source, new HttpRagflowChunks({ baseUrl: ragflow.url, apiKey: ragflow.key }), documents, (done, total) => print(`  documents: ${done} / ${total}`));
  print(`Documents given their RAGFlow text: ${report.refilled}; already done earlier: ${report.alreadyDone}; they are indexed when the console runs.`);
  for (const failure of report.failed) print(`  not fetched: ${failure.document}: ${failure.reason}`);
}

/**
 * The import, run for real where it changes nothing: on SQLite into a copy of the database made with VACUUM INTO, on
 * PostgreSQL inside one transaction that is rolled back. Either way the console keeps serving meanwhile.
 */
async function dryRun<T>(database: DatabaseHandle, run: (target: Omit<ImportTarget, 'storage'>) => Promise<T>): Promise<T> {
  if (database.kind === 'sqlite') {
    const copy = path.join(os.tmpdir(), `vox-import-dry-run-${randomUUID()}.db`);
    await sql`vacuum into ${copy}`.execute(database.db);
    const scratch = createDatabase({ kind: 'sqlite', path: copy });
    try {
      return await run({ db: scratch.db, inTransaction: (work) => scratch.db.transaction().execute(work) });
    } finally {
      await scratch.destroy();
      await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${copy}${suffix}`, { force: true })));
    }
  }
  let result: T | undefined;
  await database.db
    .transaction()
    .execute(async (trx: Kysely<Database>) => {
      result = await run({ db: trx, inTransaction: (work) => work(trx) });
      throw new DryRunRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRollback)) throw error;
    });
  return result as T;
}

/** A line per table at its start, every tenth and at its end, so a long table shows it is moving. */
function progressPrinter(print: (line: string) => void): (table: string, done: number, total: number) => void {
  const shown = new Map<string, number>();
  return (table, done, total) => {
    const step = Math.floor((done / Math.max(total, 1)) * 10);
    if (shown.get(table) === step && done < total) return;
    shown.set(table, step);
    print(`  ${table}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  };
}
