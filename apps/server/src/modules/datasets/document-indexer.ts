import type { ProcessRule } from '@vox/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { EmbeddingError, vectorToBytes } from '../../integrations/embedding/embedding-client.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import { PermanentJobError, type JobContext } from '../jobs/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { DocumentRow } from './documents.repository.ts';
import type { EmbeddingModel, Embeddings } from './embeddings.ts';
import type { NewSegment } from './segments.repository.ts';
import { IngestBox, type IngestedSegment, type IngestLimits, type ParsedDocument } from './text/ingest-box.ts';
import type { ParsedFileType } from './text/parse-document.ts';
import { UnreadableDocument } from './text/unreadable-document.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'documents' | 'segments'>;

export interface IndexerDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  storage: ObjectStorage;
  clock: Clock;
  log: Logger;
  /** The default Embedding model; absent or unset means segments get no vectors (keyword search only). */
  embeddings?: Embeddings;
  /** Told which dataset's vectors changed, so its cached matrix is dropped. */
  onVectorsChanged?: (datasetId: string) => void;
  /** The parsing thread's limits; tests lower them. */
  ingestLimits?: IngestLimits;
}

/**
 * Segments written per step. Each step is a short write with the event loop free after it: on SQLite every statement
 * runs on the main thread and holds the only connection, so one long transaction stalled every device's check-in.
 */
const STEP_ROWS = 100;

/**
 * The `dataset.index` job: waiting → parsing → indexing → completed, or failed with the reason. Parsing and splitting
 * run in a worker thread with a memory and a time limit (ingest-box.ts). The segments are written as the document's
 * next generation, a step at a time, while retrieval keeps reading the live one; one update of the document then makes
 * the new generation live, and the old one is deleted in steps. Retrieval never sees a half-indexed document.
 *
 * With an embedding model set, each step's segments are embedded before they are written (progress 60 → 95). A
 * provider that still fails on the last attempt fails the document with the `embedding` reason and its message.
 */
export class DocumentIndexer {
  readonly #deps: IndexerDeps;
  readonly #box: IngestBox;

  constructor(deps: IndexerDeps) {
    this.#deps = deps;
    this.#box = new IngestBox(deps.ingestLimits);
  }

  /** Ends the parsing thread (the app is closing). */
  close(): Promise<void> {
    return this.#box.close();
  }

  readonly run = async (payload: unknown, context: JobContext): Promise<void> => {
    const { documentId } = payload as { documentId: string };
    const { repos } = this.#deps;
    const document = await repos.documents.find(documentId);
    // Deleted meanwhile: nothing to do.
    if (!document) return;
    const next = document.generation + 1;
    try {
      await this.#progress(documentId, 5, context, 'parsing');
      // What an interrupted run left of the generation about to be written.
      await this.#deleteOtherGenerations(documentId, document.generation);
      const parsed = await this.#parse(document);
      try {
        await this.#progress(documentId, 60, context, 'indexing');
        const totals = await this.#write(document, next, parsed, context);
        // Deleted while we wrote: leave no orphan segments.
        if (!totals || !(await this.#makeLive(documentId, next, totals))) return await repos.segments.deleteByDocument(documentId);
      } finally {
        parsed.close();
      }
      this.#deps.onVectorsChanged?.(document.dataset_id);
      await this.#deleteOtherGenerations(documentId, next);
    } catch (error) {
      await this.#deleteOtherGenerations(documentId, document.generation).catch(() => undefined);
      if (error instanceof UnreadableDocument) {
        await this.#fail(documentId, error.reason, error.detail);
        throw new PermanentJobError(error.message);
      }
      if (context.lastAttempt) await this.#fail(documentId, error instanceof EmbeddingError ? 'embedding' : 'internal', (error as Error).message?.slice(0, 300) ?? String(error));
      else await repos.documents.update(documentId, { status: 'waiting', progress: 0, updated_at: isoFromNow(this.#deps.clock) });
      throw error;
    }
  };

  /** The job runner's word that every attempt ended with its worker gone: the document says so instead of "parsing". */
  readonly abandon = async (payload: unknown): Promise<void> => {
    const { documentId } = payload as { documentId: string };
    const document = await this.#deps.repos.documents.find(documentId);
    if (!document) return;
    await this.#deleteOtherGenerations(documentId, document.generation);
    await this.#fail(documentId, 'crashed', '');
  };

  async #parse(document: DocumentRow): Promise<ParsedDocument> {
    const source = await this.#deps.storage.get(document.storage_key);
    if (!source) throw new UnreadableDocument('sourceMissing');
    const bytes = await buffer(source.body);
    const rule = JSON.parse(document.process_rule) as ProcessRule;
    return this.#box.open({ bytes, type: document.file_type as ParsedFileType, rule, datasetId: document.dataset_id });
  }

  /** The document's segments as generation `generation`; null when the document was deleted meanwhile. */
  async #write(document: DocumentRow, generation: number, box: ParsedDocument, context: JobContext): Promise<{ count: number; words: number } | null> {
    const { repos } = this.#deps;
    const model = await this.#deps.embeddings?.current();
    let words = 0;
    for (let from = 0; from < box.count; from += STEP_ROWS) {
      const rows = this.#segments(document, generation, await box.page(from, STEP_ROWS), from);
      if (model) await this.#embed(model, rows);
      if (!(await repos.documents.find(document.id))) return null;
      await repos.segments.insert(rows);
      words += rows.reduce((sum, row) => sum + row.word_count, 0);
      const done = from + rows.length;
      if (model || done === box.count || (from / STEP_ROWS) % 10 === 0) await this.#progress(document.id, 60 + Math.floor((35 * done) / box.count), context);
      await nextTurn();
    }
    return { count: box.count, words };
  }

  /** One row: the new generation becomes the one retrieval reads. False when the document is gone. */
  async #makeLive(documentId: string, generation: number, totals: { count: number; words: number }): Promise<boolean> {
    return this.#deps.transaction(async (trx) => {
      if (!(await trx.documents.find(documentId))) return false;
      await trx.documents.update(documentId, {
        generation,
        status: 'completed',
        progress: 100,
        segment_count: totals.count,
        word_count: totals.words,
        error_code: null,
        error_detail: null,
        updated_at: isoFromNow(this.#deps.clock),
      });
      return true;
    });
  }

  /** In steps, so deleting a large old generation never holds the database or the event loop for long. */
  async #deleteOtherGenerations(documentId: string, keep: number): Promise<void> {
    while ((await this.#deps.repos.segments.deleteOtherGenerations(documentId, keep, STEP_ROWS * 5)) > 0) await nextTurn();
  }

  /** Records progress (and, moving to another stage, the status) for the screens, and renews the job's lease. */
  async #progress(documentId: string, progress: number, context: JobContext, status?: string): Promise<void> {
    await this.#deps.repos.documents.update(documentId, { ...(status ? { status } : {}), progress, updated_at: isoFromNow(this.#deps.clock) });
    await context.progress(progress);
  }

  async #embed(model: EmbeddingModel, rows: NewSegment[]): Promise<void> {
    for (let i = 0; i < rows.length; i += model.batchSize) {
      const batch = rows.slice(i, i + model.batchSize);
      const vectors = await model.embed(batch.map((row) => row.content));
      batch.forEach((row, index) => {
        row.embedding = vectorToBytes(vectors[index]!);
        row.embedding_model = model.fingerprint;
      });
    }
  }

  async #fail(documentId: string, code: string, detail: string): Promise<void> {
    await this.#deps.repos.documents.update(documentId, { status: 'failed', progress: 0, error_code: code, error_detail: detail, updated_at: isoFromNow(this.#deps.clock) });
  }

  #segments(document: DocumentRow, generation: number, page: readonly IngestedSegment[], offset: number): NewSegment[] {
    const now = isoFromNow(this.#deps.clock);
    return page.map((segment, i) => ({
      id: newId(),
      dataset_id: document.dataset_id,
      document_id: document.id,
      position: offset + i + 1,
      content: segment.content,
      keywords: '[]',
      word_count: segment.wordCount,
      enabled: 1,
      hit_count: 0,
      search_text: segment.searchText,
      embedding: null,
      embedding_model: null,
      generation,
      created_at: now,
      updated_at: now,
    }));
  }
}
