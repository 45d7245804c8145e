// Released with fingerprint f223740822d61e0bcb6313a6deca75c966462a40884ba7ace49b5ff3a462ef87
import type { Kysely } from 'kysely';

/**
 * The Client-Id a bound device first checked in with. The device protocol carries no credential, so a later
 * check-in from another client id (someone who only knows the MAC) may not change the device's board or version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('client_id', 'text').execute();
}
