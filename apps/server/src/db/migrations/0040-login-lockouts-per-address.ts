// Released with fingerprint 265934b4c80b03a171f14381b1ea7441112b2f8f0b1a430408bb9224809a9485
import type { Kysely } from 'kysely';

/**
 * Wrong passwords counted per (account, address), per address (`user_id` '') and per account (`address` ''), so a
 * stranger's failures from one address lock that address out rather than the account. The old per-account rows only
 * held short-lived counts and locks; they are dropped, not carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_lockouts').execute();
  await db.schema
    .createTable('login_lockouts')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('login_lockouts_pk', ['user_id', 'address'])
    .execute();
}
