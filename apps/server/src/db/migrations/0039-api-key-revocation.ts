// Released with fingerprint 0d09c250322b2fadc55b19e5528c6a41b6eb7400674cee53aa9bb7fa334f0a88
import type { Kysely } from 'kysely';

/**
 * A key ends when its owner's password changes or the owner is disabled: the row stays, so the owner sees which keys
 * stopped and why, and the key never authenticates again (re-enabling the owner does not bring it back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('revoked_reason', 'text').execute();
}
