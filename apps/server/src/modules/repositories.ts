import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { SERVER_MODULES } from './index.ts';
import type { ServerModule } from './module.ts';
import { ParamsCache } from './params/params-cache.ts';

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;
type RepositoriesOf<M> = M extends ServerModule<infer Repos> ? Repos : never;

/** Every module's repositories by key; a module's own files name only its own (scripts/module-ownership.ts). */
export type Repositories = Intersection<RepositoriesOf<(typeof SERVER_MODULES)[number]>>;

/** `paramsCache` is shared with the repositories of the same database's transactions (params-cache.ts). */
export function createRepositories(db: Kysely<Database>, paramsCache = new ParamsCache()): Repositories {
  return Object.assign({}, ...repositoriesByModule(db, paramsCache).values()) as Repositories;
}

/** Each module's own repositories, by the module's name (what its services are built with). */
export function repositoriesByModule(db: Kysely<Database>, paramsCache: ParamsCache): Map<string, object> {
  return new Map((SERVER_MODULES as readonly ServerModule[]).map((module) => [module.name, module.repositories?.(db, { paramsCache }) ?? {}]));
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
  paramsCache: ParamsCache,
  build: (trx: Kysely<Database>, context: { paramsCache: ParamsCache }) => Repos = (trx) => createRepositories(trx, paramsCache) as unknown as Repos,
): RunInTransaction<Repos> {
  return (work) => db.transaction().execute((trx) => work(build(trx, { paramsCache }), trx));
}
