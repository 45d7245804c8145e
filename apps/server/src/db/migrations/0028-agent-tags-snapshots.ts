// Released with fingerprint b7d878c60af4bd2843bdbe996b9b5e74386b183a67edb2f075046122ebf7caeb
import type { Kysely } from 'kysely';

/**
 * Agent tags and configuration snapshots (upstream's `ai_agent_tag`,
 * `ai_agent_tag_relation`, `ai_agent_snapshot`).
 *
 * `agent_tags`: a user's tag names, unique per user (owner-scoped, where upstream keeps one global list).
 * `agent_tag_relations`: which tags an agent carries, in order.
 * `agent_snapshots`: a saved version of an agent's configuration, `version_no` counting up per agent;
 * `snapshot_data` is the configuration as JSON, `changed_fields` a JSON array of the fields that changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_tags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('tag_name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('agent_tags_user_name_unique', ['user_id', 'tag_name'])
    .execute();

  await db.schema
    .createTable('agent_tag_relations')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('tag_id', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_tag_relations_pk', ['agent_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('agent_tag_relations_tag_idx').on('agent_tag_relations').columns(['tag_id']).execute();

  await db.schema
    .createTable('agent_snapshots')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('version_no', 'integer', (col) => col.notNull())
    .addColumn('snapshot_data', 'text', (col) => col.notNull())
    .addColumn('changed_fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('config'))
    .addColumn('restore_from_version_no', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('agent_snapshots_agent_version_unique', ['agent_id', 'version_no'])
    .execute();
}
