import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** A module removes its own rows of these agents, inside the caller's transaction (`trx`). */
export type AgentsPurge = (trx: Kysely<Database>, agentIds: readonly string[]) => Promise<void>;

/**
 * A module removes its own rows of these users inside the caller's transaction. What it answers runs once that
 * transaction has committed (stored files go then: a rolled-back deletion must not have lost them).
 */
export type UsersPurge = (trx: Kysely<Database>, userIds: readonly string[]) => Promise<AfterCommit | void>;

/** Work left for after the commit; it handles its own failures (a file left behind is the storage sweep's). */
export type AfterCommit = () => Promise<void>;
