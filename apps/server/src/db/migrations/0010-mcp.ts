// Released with fingerprint 5d88ea887a7d1f3efa5651d94016a75160e3d94a5724e8cf516a6b5cd2021130
import type { Kysely } from 'kysely';

/**
 * MCP: store servers (market entries and users' private ones), users' MCP instances,
 * agent ↔ instance links and MCP proxy tokens. `name_scope` is `public` or `user:<owner>`, so a name is
 * unique among public servers and within one user's private ones, and the index settles races.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mcp_servers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('is_private', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_scope', 'text', (col) => col.notNull())
    .addColumn('logo_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('document_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('config_schema', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('mcp_servers_scope_name_uq', ['name_scope', 'name'])
    .execute();
  await db.schema.createIndex('mcp_servers_public_idx').on('mcp_servers').columns(['is_private', 'status', 'created_at']).execute();
  await db.schema.createIndex('mcp_servers_owner_idx').on('mcp_servers').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('user_mcps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('server_id', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('logo_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('config_json', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('user_mcps_owner_name_uq', ['owner_id', 'name'])
    .execute();
  await db.schema.createIndex('user_mcps_server_idx').on('user_mcps').column('server_id').execute();

  await db.schema
    .createTable('agent_mcps')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('mcp_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_mcps_pk', ['agent_id', 'mcp_id'])
    .execute();
  await db.schema.createIndex('agent_mcps_mcp_idx').on('agent_mcps').column('mcp_id').execute();

  await db.schema
    .createTable('mcp_proxy_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mcp_proxy_tokens_user_idx').on('mcp_proxy_tokens').columns(['user_id', 'created_at']).execute();
}
