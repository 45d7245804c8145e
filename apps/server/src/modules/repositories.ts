import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { DevicesRepository } from './devices/devices.repository.ts';
import { DictsRepository } from './dicts/dicts.repository.ts';
import { ParamsRepository } from './params/params.repository.ts';
import { TokensRepository } from './sessions/tokens.repository.ts';
import { UsersRepository } from './users/users.repository.ts';

export function createRepositories(db: Kysely<Database>) {
  return {
    users: new UsersRepository(db),
    tokens: new TokensRepository(db),
    devices: new DevicesRepository(db),
    params: new ParamsRepository(db),
    dicts: new DictsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one database transaction with repositories bound to it. */
export type RunInTransaction = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Kysely<Database>): RunInTransaction {
  return (work) => db.transaction().execute((trx) => work(createRepositories(trx)));
}
