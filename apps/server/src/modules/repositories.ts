import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { SERVER_MODULES } from './index.ts';
import type { ServerModule } from './module.ts';
import { RecentReadsByArea } from '../lib/recent-reads.ts';

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;
type RepositoriesOf<M> = M extends ServerModule<infer Repos> ? Repos : never;

/** Every module's repositories by key; a module's own files name only its own (scripts/module-ownership.ts). */
export type Repositories = Intersection<RepositoriesOf<(typeof SERVER_MODULES)[number]>>;

/** `recentReads` is shared with the repositories of the same database's transactions (lib/recent-reads.ts). */
export function createRepositories(db: Kysely<Database>, recentReads = new RecentReadsByArea()): Repositories {
  return Object.assign({}, ...repositoriesByModule(db, recentReads).values()) as Repositories;
}

/** Each module's own repositories, by the module's name (what its services are built with). */
export function repositoriesByModule(db: Kysely<Database>, recentReads: RecentReadsByArea): Map<string, object> {
  return new Map((SERVER_MODULES as readonly ServerModule[]).map((module) => [module.name, module.repositories?.(db, { recentReads }) ?? {}]));
}

/**
 * Runs `work` in one database transaction with the module's own repositories bound to it, and the transaction's own
 * handle `trx` for other modules' functions (a purge builds the repositories of its module on it).
 */
export type RunInTransaction<Repos extends object = Repositories> = <T>(work: (repos: Repos, trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Runs `work` in one database transaction on its handle alone; each module builds its own repositories on it. */
export type RunInDatabaseTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

export function databaseTransactionRunner(db: Kysely<Database>): RunInDatabaseTransaction {
  return (work) => db.transaction().execute(work);
}

/** Transactions with the repositories `build` makes on their handle: a module's own, or (tests) every module's. */
export function transactionRunner<Repos extends object = Repositories>(
  db: Kysely<Database>,
  recentReads: RecentReadsByArea,
  build: (trx: Kysely<Database>, context: { recentReads: RecentReadsByArea }) => Repos = (trx) => createRepositories(trx, recentReads) as unknown as Repos,
): RunInTransaction<Repos> {
  return (work) => db.transaction().execute((trx) => work(build(trx, { recentReads }), trx));
}
