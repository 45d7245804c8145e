// Released with fingerprint bb97802190ffa4d1e146232127d3cef76018c599ae92723a59381325cbfb1a99
import type { Kysely } from 'kysely';

/**
 * Re-indexing writes a document's new segments as its next generation, in small batches, while retrieval keeps
 * answering from the live one; making the new one live is then a one-row update of the document, and the old
 * generation is deleted in batches afterwards. Before this, the whole swap was one transaction, and on SQLite a large
 * document held the only connection (and the event loop) for seconds, stalling every device's check-in with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dataset_documents').addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('dataset_segments').addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
