import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatasetSegmentsTable } from './datasets.tables.ts';
import { containsText, isPostgres } from '../../db/sql-helpers.ts';
import type { TokenStatistics } from './text/bm25.ts';
import { datasetToken } from './text/search-tokens.ts';

export type SegmentRow = Omit<Selectable<DatasetSegmentsTable>, 'seq' | 'embedding' | 'search_text' | 'generation'>;
export type NewSegment = Omit<Selectable<DatasetSegmentsTable>, 'seq'>;

export interface KeywordCandidate extends SegmentHit {
  /** Which of the levels asked for it (0 the strictest). */
  level: number;
  search_text: string;
  seq: number;
}

export interface SegmentHit {
  id: string;
  document_id: string;
  document_name: string;
  position: number;
  content: string;
}

/**
 * A tsquery written into the statement, not bound as a parameter: the planner estimates a parameter's matches blindly
 * and, with `limit 1`, chose a full scan for a word in no segment (170 ms at 100,000 segments instead of 0.1 ms through
 * the GIN index). Safe to inline: tokens are letters and digits only (search-tokens.ts) and sql.lit quotes the rest.
 */
const tsquery = (query: string) => sql`${sql.lit(query)}::tsquery`;

/** The generation retrieval and the screens read for a document. */
const liveGeneration = (documentId: string) => (eb: ExpressionBuilder<Database, 'dataset_segments'>) =>
  eb.selectFrom('dataset_documents').select('dataset_documents.generation').where('dataset_documents.id', '=', documentId);

const SEGMENT_COLUMNS = ['id', 'dataset_id', 'document_id', 'position', 'content', 'keywords', 'word_count', 'enabled', 'hit_count', 'embedding_model', 'created_at', 'updated_at'] as const;

/**
 * Segments and their full-text index, kept in step here: on SQLite the FTS5 table (rowid = seq), on PostgreSQL the GIN
 * index over search_text needs nothing extra.
 */
export class SegmentsRepository {
  readonly #db: Kysely<Database>;
  readonly #postgres: boolean;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#postgres = isPostgres(db as Kysely<unknown>);
  }

  async insert(rows: readonly NewSegment[]): Promise<void> {
    if (rows.length === 0) return;
    const inserted = await this.#db.insertInto('dataset_segments').values([...rows]).returning(['seq', 'search_text']).execute();
    if (!this.#postgres) await this.#ftsInsert(inserted.map((row) => ({ seq: Number(row.seq), text: row.search_text })));
  }

  async #ftsInsert(rows: readonly { seq: number; text: string }[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      const values = rows.slice(i, i + 500).map((row) => sql`(${row.seq}, ${row.text})`);
      await sql`insert into dataset_segments_fts(rowid, search_text) values ${sql.join(values)}`.execute(this.#db);
    }
  }

  async #ftsDelete(seqs: readonly number[]): Promise<void> {
    if (this.#postgres || seqs.length === 0) return;
    for (let i = 0; i < seqs.length; i += 500) {
      await sql`delete from dataset_segments_fts where rowid in (${sql.join(seqs.slice(i, i + 500))})`.execute(this.#db);
    }
  }

  async deleteByDocument(documentId: string): Promise<void> {
    const rows = await this.#db.selectFrom('dataset_segments').select('seq').where('document_id', '=', documentId).execute();
    await this.#ftsDelete(rows.map((row) => Number(row.seq)));
    await this.#db.deleteFrom('dataset_segments').where('document_id', '=', documentId).execute();
  }

  /**
   * Deletes at most `limit` of the document's segments outside generation `keep` (an old generation after a re-index,
   * or what an interrupted one left); answers how many, so the caller deletes in steps with the event loop free between.
   */
  async deleteOtherGenerations(documentId: string, keep: number, limit: number): Promise<number> {
    const rows = await this.#db.selectFrom('dataset_segments').select('seq').where('document_id', '=', documentId).where('generation', '<>', keep).limit(limit).execute();
    if (rows.length === 0) return 0;
    const seqs = rows.map((row) => Number(row.seq));
    await this.#ftsDelete(seqs);
    await this.#db.deleteFrom('dataset_segments').where('seq', 'in', seqs).execute();
    return rows.length;
  }

  async delete(id: string): Promise<void> {
    const row = await this.#db.selectFrom('dataset_segments').select('seq').where('id', '=', id).executeTakeFirst();
    if (!row) return;
    await this.#ftsDelete([Number(row.seq)]);
    await this.#db.deleteFrom('dataset_segments').where('id', '=', id).execute();
  }

  /** Content, keywords or the enabled flag; a new search text replaces the indexed one. */
  async update(id: string, changes: Partial<Pick<NewSegment, 'content' | 'keywords' | 'word_count' | 'enabled' | 'search_text' | 'updated_at' | 'embedding' | 'embedding_model'>>): Promise<void> {
    const row = await this.#db.updateTable('dataset_segments').set(changes).where('id', '=', id).returning(['seq', 'search_text']).executeTakeFirst();
    if (row && changes.search_text !== undefined && !this.#postgres) {
      await this.#ftsDelete([Number(row.seq)]);
      await this.#ftsInsert([{ seq: Number(row.seq), text: row.search_text }]);
    }
  }

  findInDocument(documentId: string, id: string): Promise<SegmentRow | undefined> {
    return this.#db.selectFrom('dataset_segments').select(SEGMENT_COLUMNS).where('id', '=', id).where('document_id', '=', documentId).executeTakeFirst();
  }

  async page(documentId: string, filter: { keyword?: string; enabled?: boolean; id?: string }, page: number, limit: number): Promise<{ total: number; rows: SegmentRow[] }> {
    const base = this.#db
      .selectFrom('dataset_segments')
      .where('document_id', '=', documentId)
      .where('generation', '=', liveGeneration(documentId))
      .$if(!!filter.keyword, (qb) => qb.where(containsText('content', filter.keyword!)))
      .$if(filter.enabled !== undefined, (qb) => qb.where('enabled', '=', filter.enabled ? 1 : 0))
      .$if(filter.id !== undefined, (qb) => qb.where('id', '=', filter.id!));
    const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await base.select(SEGMENT_COLUMNS).orderBy('position').limit(limit).offset((page - 1) * limit).execute();
    return { total: Number(counted?.n ?? 0), rows };
  }

  async totals(documentId: string): Promise<{ count: number; words: number }> {
    const row = await this.#db
      .selectFrom('dataset_segments')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.coalesce(eb.fn.sum<number | string>('word_count'), eb.lit(0)).as('words')])
      .where('document_id', '=', documentId)
      .where('generation', '=', liveGeneration(documentId))
      .executeTakeFirst();
    return { count: Number(row?.n ?? 0), words: Number(row?.words ?? 0) };
  }

  async maxPosition(documentId: string): Promise<number> {
    const row = await this.#db
      .selectFrom('dataset_segments')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('document_id', '=', documentId)
      .where('generation', '=', liveGeneration(documentId))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /**
   * The tokens that occur in at least one segment of the dataset: one statement whatever the number of tokens (an index
   * probe per token inside it, each stopping at its first match).
   */
  async presentTokens(datasetId: string, tokens: readonly string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    const ds = datasetToken(datasetId);
    const probes = tokens.map((token) =>
      this.#postgres
        ? sql`select ${token}::text as token where exists (select 1 from dataset_segments where search_vector @@ ${tsquery(`'${ds}' & '${token}'`)})`
        : sql`select ${token} as token where exists (select 1 from dataset_segments_fts where dataset_segments_fts match ${`"${ds}" AND "${token}"`})`,
    );
    const { rows } = await sql<{ token: string }>`${sql.join(probes, sql` union all `)}`.execute(this.#db);
    return rows.map((row) => row.token);
  }

  /**
   * How many segments of the dataset hold each token, each counted up to `cap` (a token in more is as common as `cap`
   * says; 0 means it occurs nowhere), and how many segments the dataset has: one statement whatever the number of
   * tokens, each count stopping at `cap` matches.
   */
  async tokenStatistics(datasetId: string, tokens: readonly string[], cap: number): Promise<TokenStatistics> {
    const ds = datasetToken(datasetId);
    const counts = tokens.map((token) =>
      this.#postgres
        ? sql`select ${token}::text as token, (select count(*) from (select 1 from dataset_segments where search_vector @@ ${tsquery(`'${ds}' & '${token}'`)} limit ${cap}) c) as n`
        : sql`select ${token} as token, (select count(*) from (select 1 from dataset_segments_fts where dataset_segments_fts match ${`"${ds}" AND "${token}"`} limit ${cap})) as n`,
    );
    const total = sql`select ''${sql.raw(this.#postgres ? '::text' : '')} as token, coalesce(sum(segment_count), 0) as n from dataset_documents where dataset_id = ${datasetId}`;
    const { rows } = await sql<{ token: string; n: number | string }>`${sql.join([total, ...counts], sql` union all `)}`.execute(this.#db);
    const holding = new Map(rows.filter((row) => row.token !== '').map((row) => [row.token, Number(row.n)]));
    return { segments: Number(rows.find((row) => row.token === '')?.n ?? 0), holding };
  }

  /**
   * For each level (match-levels.ts: a segment of a level holds every token of one of its groups), the first `pool`
   * enabled segments of enabled documents of the dataset that match it, in the database's order, with their search
   * text and what an answer shows of them: one statement for every level. The caller ranks them (text/bm25.ts): asking
   * the database to rank made it walk every posting of every token first, and a word in a third of 100,000 segments
   * cost tens of milliseconds; past a few hundred matches of one level the rank decides little. Tokens are letters and
   * digits only (search-tokens.ts), so they need no escaping beyond the quotes. The caller keeps at most `limit` rows
   * of the levels in order, so a level is needed only while those before it gave fewer: past `limit + pool` rows the
   * statement stops, and the looser levels are not searched at all.
   */
  async keywordPool(datasetId: string, levels: readonly (readonly (readonly string[])[])[], pool: number, limit: number): Promise<KeywordCandidate[]> {
    const used = levels.filter((groups) => groups.length > 0);
    if (used.length === 0) return [];
    const ds = datasetToken(datasetId);
    const branches = used.map((groups, level) => {
      if (this.#postgres) {
        // The dataset's own token inside the query (as on SQLite) lets the GIN index alone pick the dataset's matches.
        const query = `'${ds}' & (${groups.map((group) => `(${group.map((token) => `'${token}'`).join(' & ')})`).join(' | ')})`;
        return sql`select * from (
          select s.seq, s.id, s.search_text, ${level}::int as level, s.document_id, d.name as document_name, s.position, s.content
          from dataset_segments s
          join dataset_documents d on d.id = s.document_id
          where s.search_vector @@ ${tsquery(query)} and s.enabled = 1 and d.enabled = 1 and s.generation = d.generation
          limit ${pool}
        ) l${sql.raw(String(level))}`;
      }
      const match = `"${ds}" AND (${groups.map((group) => `(${group.map((token) => `"${token}"`).join(' AND ')})`).join(' OR ')})`;
      return sql`select * from (
        select s.seq, s.id, s.search_text, ${level} as level, s.document_id, d.name as document_name, s.position, s.content
        from dataset_segments_fts f
        join dataset_segments s on s.seq = f.rowid
        join dataset_documents d on d.id = s.document_id
        where dataset_segments_fts match ${match} and s.enabled = 1 and d.enabled = 1 and s.generation = d.generation
        limit ${pool}
      )`;
    });
    const { rows } = await sql<KeywordCandidate & { level: number | string; seq: number | string }>`${sql.join(branches, sql` union all `)} limit ${limit + pool}`.execute(this.#db);
    return rows.map((row) => ({ ...row, seq: Number(row.seq), level: Number(row.level), position: Number(row.position) }));
  }

  /** The segments of these ids with their document's name, in no particular order. */
  hits(ids: readonly string[]): Promise<SegmentHit[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('dataset_segments')
      .innerJoin('dataset_documents', 'dataset_documents.id', 'dataset_segments.document_id')
      .select(['dataset_segments.id', 'dataset_segments.document_id', 'dataset_documents.name as document_name', 'dataset_segments.position', 'dataset_segments.content'])
      .where('dataset_segments.id', 'in', [...ids])
      .execute();
  }

  /**
   * What changes whenever the dataset's current vectors change (a segment added, removed, re-embedded or edited): the
   * vector cache's key. Read from the (dataset_id, embedding_model, seq, updated_at) index alone.
   */
  async vectorVersion(datasetId: string, fingerprint: string): Promise<string> {
    const row = await this.#db
      .selectFrom('dataset_segments')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('seq').as('seqs'), eb.fn.max('updated_at').as('latest')])
      .where('dataset_id', '=', datasetId)
      .where('embedding_model', '=', fingerprint)
      .executeTakeFirst();
    return `${row?.n ?? 0}:${row?.seqs ?? 0}:${row?.latest ?? ''}`;
  }

  /** The dataset's vectors made by this model (enabled or not: the search filters its candidates). */
  vectors(datasetId: string, fingerprint: string): Promise<{ id: string; embedding: Uint8Array | null }[]> {
    return this.#db.selectFrom('dataset_segments').select(['id', 'embedding']).where('dataset_id', '=', datasetId).where('embedding_model', '=', fingerprint).orderBy('seq').execute();
  }

  /** Those of the ids that retrieval may answer (enabled segments of enabled documents), with what an answer shows. */
  async searchable(ids: readonly string[]): Promise<Map<string, SegmentHit>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('dataset_segments')
      .innerJoin('dataset_documents', 'dataset_documents.id', 'dataset_segments.document_id')
      .select(['dataset_segments.id', 'dataset_segments.document_id', 'dataset_documents.name as document_name', 'dataset_segments.position', 'dataset_segments.content'])
      .where('dataset_segments.id', 'in', [...ids])
      .where('dataset_segments.enabled', '=', 1)
      .where('dataset_documents.enabled', '=', 1)
      .whereRef('dataset_segments.generation', '=', 'dataset_documents.generation')
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Segments without a vector of this model, after `afterSeq` in seq order (the re-embedding job's keyset). */
  stale(fingerprint: string, afterSeq: number, limit: number): Promise<{ seq: number; id: string; dataset_id: string; content: string }[]> {
    return this.#db
      .selectFrom('dataset_segments')
      .select(['seq', 'id', 'dataset_id', 'content'])
      // `<` or `>` rather than `<>`: each half is a range of the (embedding_model, seq) index.
      .where((eb) => eb.or([eb('embedding_model', 'is', null), eb('embedding_model', '<', fingerprint), eb('embedding_model', '>', fingerprint)]))
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, seq: Number(row.seq) })));
  }

  async countStale(fingerprint: string): Promise<number> {
    const row = await this.#db
      .selectFrom('dataset_segments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or([eb('embedding_model', 'is', null), eb('embedding_model', '<', fingerprint), eb('embedding_model', '>', fingerprint)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Stores a vector unless the content changed meanwhile (that edit brings its own); false when nothing was written. */
  async setEmbedding(id: string, content: string, embedding: Uint8Array, fingerprint: string): Promise<boolean> {
    const result = await this.#db.updateTable('dataset_segments').set({ embedding, embedding_model: fingerprint }).where('id', '=', id).where('content', '=', content).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Adds counted retrievals to the segments' hit counts: one statement per distinct count. */
  async addHits(counts: ReadonlyMap<string, number>): Promise<void> {
    const byCount = new Map<number, string[]>();
    for (const [id, count] of counts) byCount.set(count, [...(byCount.get(count) ?? []), id]);
    for (const [count, ids] of byCount) {
      for (let i = 0; i < ids.length; i += 500) {
        await this.#db.updateTable('dataset_segments').set((eb) => ({ hit_count: eb('hit_count', '+', count) })).where('id', 'in', ids.slice(i, i + 500)).execute();
      }
    }
  }
}
