// Released with fingerprint efebff62a390aa426ab39ca4ea085bc047b8101558ee42662e6d0bd73b8f8c21
import { sql, type Kysely } from 'kysely';
import { bytesColumnType, isPostgres } from './support/dialect.ts';

/**
 * Knowledge bases: datasets, their documents, the segments retrieval searches, and which agents use
 * which datasets. `search_text` holds a segment's search tokens (CJK bigrams and lower-case words, tokens.ts);
 * SQLite indexes it with FTS5 (rowid = seq; each row also carries its dataset's token so one MATCH stays inside one
 * dataset), PostgreSQL with a GIN index over a stored tsvector of the token array (no text-search parser, so the database locale cannot drop CJK tokens). `embedding` holds float32 vectors when an
 * embedding model is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('top_k', 'integer', (col) => col.notNull())
    .addColumn('score_threshold', 'real', (col) => col.notNull())
    .addColumn('search_method', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('datasets_user_name_uq', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('dataset_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('dataset_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('process_rule', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('segment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('dataset_documents_dataset_idx').on('dataset_documents').columns(['dataset_id', 'created_at']).execute();

  await db.schema
    .createTable('dataset_segments')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('dataset_id', 'text', (col) => col.notNull())
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('hit_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('embedding', bytesColumnType(db))
    .addColumn('embedding_model', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('dataset_segments_document_idx').on('dataset_segments').columns(['document_id', 'position']).execute();
  await db.schema.createIndex('dataset_segments_dataset_idx').on('dataset_segments').columns(['dataset_id']).execute();
  if (postgres) {
    // Stored, so ranking a query's matches reads the vector instead of rebuilding it from the text on every row.
    await sql`alter table dataset_segments add column search_vector tsvector generated always as (array_to_tsvector(string_to_array(search_text, ' '))) stored`.execute(db);
    await sql`create index dataset_segments_search_idx on dataset_segments using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table dataset_segments_fts using fts5(search_text, content='', contentless_delete=1)`.execute(db);
  }

  await db.schema
    .createTable('agent_datasets')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('dataset_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_datasets_pk', ['agent_id', 'dataset_id'])
    .execute();
  await db.schema.createIndex('agent_datasets_dataset_idx').on('agent_datasets').columns(['dataset_id']).execute();
}
