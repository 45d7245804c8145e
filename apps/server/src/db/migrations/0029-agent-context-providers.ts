// Released with fingerprint e1acbd5a7b0a643ead79efa027c72d0f1546c7b16f47f22caceb82604c39d1b7
import type { Kysely } from 'kysely';

/**
 * An agent's context sources (upstream's `ai_agent_context_provider`): one row per agent,
 * `providers` the JSON list `[{url, headers}]` the device server fetches before each turn (served as
 * `context_providers` in the device server's agent-models answer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_context_providers')
    .addColumn('agent_id', 'text', (col) => col.primaryKey())
    .addColumn('providers', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
