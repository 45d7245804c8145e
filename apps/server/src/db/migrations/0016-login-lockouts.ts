// Released with fingerprint 8745d25d53d854f34bad12ebad7924ab7145839a989c2c08d06047c7156ce7af
import type { Kysely } from 'kysely';

/** Wrong-password count and lock per account, shared by every process on the database (not per address). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_lockouts')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}
