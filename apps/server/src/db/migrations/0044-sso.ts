// Released with fingerprint 2aa8c04f1b6069d5e8f40743f07717ff6e9eddebd0cde82590a81bb33f0ee219
import type { Kysely } from 'kysely';

/**
 * Single sign-on through an OpenID Connect provider: one row of settings (the client secret sealed), and the links
 * from a provider's subject to a console account, with the provider tokens of the latest sign-in (sealed) so the
 * server can call userinfo and end the provider session without the browser ever holding them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('display_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('client_secret_sealed', 'text')
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('username_claim', 'text', (col) => col.notNull())
    .addColumn('name_claim', 'text', (col) => col.notNull())
    .addColumn('auto_provision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('admin_claim', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('admin_value', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sso_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sso_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('access_token_sealed', 'text')
    .addColumn('id_token_sealed', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addUniqueConstraint('sso_links_issuer_subject_uq', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_links_user_idx').on('sso_links').column('user_id').execute();
}
