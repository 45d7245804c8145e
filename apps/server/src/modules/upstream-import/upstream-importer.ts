import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import type { MappedBatch, UpstreamFileArea, UpstreamImportContext, UpstreamTableImport } from '../../lib/upstream-table-import.ts';
import { UsersRepository } from '../users/index.ts';
import { insertBatch, MAX_BOUND_VALUES, uniformRows } from './batch-insert.ts';
import { ImportProgressRepository, type TableProgress } from './import-progress.repository.ts';
import { ImportRefused } from './import-refused.ts';
import { UPSTREAM_IMPORT_PLAN, UPSTREAM_TABLES_NOT_COPIED } from './import-plan.ts';
import type { ImportReport, TableReport } from './import-report.ts';
import type { MysqlSource } from './mysql-source.ts';
import { loadUpstreamOwners } from './upstream-owners.ts';
import { upstreamFileReader } from './upstream-files.ts';

const DEFAULT_BATCH = 1000;

export interface ImportOptions {
  merge: boolean;
  dryRun: boolean;
  /** A copy of upstream's manager-api upload folder, for firmware files. */
  filesDir: string | null;
  now: string;
  onProgress?: (table: string, done: number, total: number) => void;
}

export interface ImportTarget {
  db: Kysely<Database>;
  /** Runs one batch's writes atomically: a transaction, or the dry run's own enclosing one. */
  inTransaction<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  storage(area: UpstreamFileArea): ObjectStorage;
}

/**
 * Copies an upstream installation into this console, table by table in the plan's order, a batch per transaction.
 * Each batch records how far it got in the same transaction, so a failed run leaves whole batches behind and the next
 * run continues after them. Upstream is only read.
 */
export async function importUpstream(source: MysqlSource, target: ImportTarget, options: ImportOptions): Promise<ImportReport> {
  const progress = await new ImportProgressRepository(target.db).ofSource(source.name);
  const resuming = progress.size > 0;
  const users = await new UsersRepository(target.db).count();
  if (users > 0 && !resuming && !options.merge) {
    throw new ImportRefused(
      `This console already holds ${users} user${users === 1 ? '' : 's'}. Import into a new console, or add --merge to add only what is not here yet (nothing here is overwritten).`,
    );
  }
  const accounts = new UsersRepository(target.db);
  const owners = await loadUpstreamOwners(source, (usernames) => accounts.idsByUsername(usernames));
  const replacing = !options.merge;
  const context: UpstreamImportContext = {
    db: target.db,
    query: (text, values) => source.query(text, values),
    hasColumn: (table, column) => source.hasColumn(table, column),
    ...owners,
    readUpstreamFile: upstreamFileReader(options.filesDir),
    storeFile: async (area, key, bytes) => {
      if (!options.dryRun) await target.storage(area).put(key, Readable.from([bytes]));
    },
    replacing,
    now: options.now,
  };
  const tables: TableReport[] = [];
  for (const step of UPSTREAM_IMPORT_PLAN) {
    tables.push(await importTable(step, source, target, context, progress.get(progressKey(step)), options));
  }
  return {
    source: source.name,
    changelog: source.changelog,
    dryRun: options.dryRun,
    merge: options.merge,
    resumed: resuming,
    tables,
    notCopied: Object.entries(UPSTREAM_TABLES_NOT_COPIED)
      .filter(([table]) => source.hasTable(table))
      .map(([table, reason]) => ({ table, reason })),
  };
}

async function importTable(
  step: UpstreamTableImport,
  source: MysqlSource,
  target: ImportTarget,
  context: UpstreamImportContext,
  saved: TableProgress | undefined,
  options: ImportOptions,
): Promise<TableReport> {
  const report: TableReport = { source: step.source, target: step.target, state: 'imported', total: 0, imported: 0, present: 0, skipped: [], notes: [] };
  if (!source.hasTable(step.source)) return { ...report, state: 'absent' };
  report.total = await source.count(step.source);
  const state: TableProgress = saved ? { ...saved } : { last_key: null, done: 0, imported: 0, present: 0, skipped: 0 };
  if (state.done) return { ...report, state: 'already imported', imported: state.imported, present: state.present };
  if (state.last_key === null && context.replacing && step.prepare) await step.prepare(target.db);
  const progress = new ImportProgressRepository(target.db);
  let read = state.imported + state.present + state.skipped;
  options.onProgress?.(step.source, read, report.total);
  for (;;) {
    const after = state.last_key === null ? null : (JSON.parse(state.last_key) as unknown[]);
    const rows = await source.page(step.source, step.sourceKey, after, step.batchSize ?? DEFAULT_BATCH);
    if (rows.length === 0) break;
    const batch = await step.map(rows, context);
    const last = rows[rows.length - 1]!;
    state.last_key = JSON.stringify(step.sourceKey.map((column) => last[column]));
    await target.inTransaction(async (db) => {
      const written = await writeRows(db, step, batch, context.replacing);
      state.imported += written;
      state.present += batch.rows.length - written + (batch.present ?? 0);
      state.skipped += batch.skipped.length;
      await new ImportProgressRepository(db).save(source.name, progressKey(step), state, options.now);
    });
    collectSkips(report, batch);
    read += rows.length;
    options.onProgress?.(step.source, read, report.total);
  }
  if (step.finish) await step.finish(target.db);
  state.done = 1;
  await progress.save(source.name, progressKey(step), state, options.now);
  return { ...report, imported: state.imported, present: state.present };
}

/**
 * The step's row in the progress table: its upstream table, or `table>target` for a later step reading the same table
 * (plugin mappings feed plugins and knowledge-base bindings).
 */
function progressKey(step: UpstreamTableImport): string {
  const first = UPSTREAM_IMPORT_PLAN.find((other) => other.source === step.source);
  return first === step ? step.source : `${step.source}>${step.target}`;
}

/** Inserts the mapped rows; a row already there is kept, or for reference tables replaced unless merging. */
async function writeRows(db: Kysely<Database>, step: UpstreamTableImport, batch: MappedBatch, replacing: boolean): Promise<number> {
  if (batch.rows.length === 0) return 0;
  const columns = Object.keys(batch.rows[0]!);
  const replaced = step.replaces && replacing ? columns.filter((column) => !step.targetKey.includes(column) && !(step.keepOnReplace ?? []).includes(column)) : [];
  const insert = { table: step.target, rows: batch.rows, key: step.targetKey, replaced };
  if (uniformRows(batch.rows)) return insertBatch(db, insert);
  // Rows leaving some columns out: Kysely writes DEFAULT there.
  let written = 0;
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  for (let start = 0; start < batch.rows.length; start += perStatement) {
    const rows = batch.rows.slice(start, start + perStatement);
    // The target and its columns come from the owning module's declaration, checked against Database there.
    const query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(step.target).values(rows);
    const result = await (replaced.length > 0
      ? query.onConflict((conflict) => conflict.columns([...step.targetKey]).doUpdateSet(Object.fromEntries(replaced.map((column) => [column, sql.ref(`excluded.${column}`)]))))
      : query.onConflict((conflict) => conflict.doNothing())
    ).executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** Reasons counted with a few upstream ids each, so a summary of a million skipped rows stays a few lines. */
function collectSkips(report: TableReport, batch: MappedBatch): void {
  for (const skip of batch.skipped) {
    const entry = report.skipped.find((known) => known.reason === skip.reason);
    if (!entry) report.skipped.push({ reason: skip.reason, count: 1, examples: [skip.id] });
    else {
      entry.count += 1;
      if (entry.examples.length < 3) entry.examples.push(skip.id);
    }
  }
  for (const note of batch.notes ?? []) if (report.notes.length < 50) report.notes.push(note);
}
