import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/** The thread of sqlite-write-thread.ts: one connection, each statement committed on its own, lazily. */
const db = new DatabaseSync((workerData as { location: string }).location);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
const prepared = new Map<string, StatementSync>();

parentPort!.on('message', ({ id, statements }: { id: number; statements: { sql: string; parameters: unknown[] }[] }) => {
  try {
    for (const { sql, parameters } of statements) {
      let statement = prepared.get(sql);
      if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
      statement.run(...(parameters as SQLInputValue[]));
    }
    parentPort!.postMessage({ id });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
