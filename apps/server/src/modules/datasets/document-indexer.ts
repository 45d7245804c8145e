import type { ProcessRule } from '@vox/contracts';
import { buffer } from 'node:stream/consumers';
import { EmbeddingError, vectorToBytes } from '../../integrations/embedding/embedding-client.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import { PermanentJobError, type JobContext } from '../jobs/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { EmbeddingModel, Embeddings } from './embeddings.ts';
import type { NewSegment } from './segments.repository.ts';
import { parseDocument, UnreadableDocument, type ParsedFileType } from './text/parse-document.ts';
import { countTokens, segmentSearchText } from './text/search-tokens.ts';
import { cleanText, splitSettings, splitText } from './text/split-text.ts';

export interface IndexerDeps {
  repos: Repositories;
  transaction: RunInTransaction;
  storage: ObjectStorage;
  clock: Clock;
  log: Logger;
  /** The default Embedding model; absent or unset means segments get no vectors (keyword search only). */
  embeddings?: Embeddings;
  /** Told which dataset's vectors changed, so its cached matrix is dropped. */
  onVectorsChanged?: (datasetId: string) => void;
}

const INSERT_BATCH = 500;

/**
 * The `dataset.index` job: waiting → parsing → splitting → indexing → completed, or failed with the reason. The old
 * segments are swapped for the new ones in one transaction, so retrieval never sees a half-indexed document.
 *
 * With an embedding model set, the chunks are embedded (progress 60 → 95) before that swap rather than after it: the
 * segments arrive with their vectors, and the old ones stay searchable until then. A provider that still fails on
 * the last attempt fails the document with the `embedding` reason and the provider's message.
 */
export class DocumentIndexer {
  readonly #deps: IndexerDeps;

  constructor(deps: IndexerDeps) {
    this.#deps = deps;
  }

  readonly run = async (payload: unknown, context: JobContext): Promise<void> => {
    const { documentId } = payload as { documentId: string };
    const { repos } = this.#deps;
    const document = await repos.documents.find(documentId);
    // Deleted meanwhile: nothing to do.
    if (!document) return;
    const step = async (status: string, progress: number) => {
      await repos.documents.update(documentId, { status, progress, updated_at: isoFromNow(this.#deps.clock) });
      await context.progress(progress);
    };
    try {
      await step('parsing', 5);
      const source = await this.#deps.storage.get(document.storage_key);
      if (!source) throw new UnreadableDocument('sourceMissing');
      const text = await parseDocument(await buffer(source.body), document.file_type as ParsedFileType);
      await step('splitting', 40);
      const settings = splitSettings(JSON.parse(document.process_rule) as ProcessRule);
      const chunks = splitText(cleanText(text, settings), settings);
      if (chunks.length === 0) throw new UnreadableDocument('empty');
      await step('indexing', 60);
      const rows = this.#segments(document.dataset_id, documentId, chunks);
      const model = await this.#deps.embeddings?.current();
      if (model) await this.#embed(model, rows, context);
      await this.#deps.transaction(async (trx) => {
        // Deleted while we parsed: leave no orphan segments.
        if (!(await trx.documents.find(documentId))) return;
        await trx.segments.deleteByDocument(documentId);
        for (let i = 0; i < rows.length; i += INSERT_BATCH) await trx.segments.insert(rows.slice(i, i + INSERT_BATCH));
        await trx.documents.update(documentId, {
          status: 'completed',
          progress: 100,
          segment_count: rows.length,
          word_count: rows.reduce((sum, row) => sum + row.word_count, 0),
          error_code: null,
          error_detail: null,
          updated_at: isoFromNow(this.#deps.clock),
        });
      });
      this.#deps.onVectorsChanged?.(document.dataset_id);
    } catch (error) {
      if (error instanceof UnreadableDocument) {
        await this.#fail(documentId, error.reason, error.detail);
        throw new PermanentJobError(error.message);
      }
      if (context.lastAttempt) await this.#fail(documentId, error instanceof EmbeddingError ? 'embedding' : 'internal', (error as Error).message?.slice(0, 300) ?? String(error));
      else await repos.documents.update(documentId, { status: 'waiting', progress: 0, updated_at: isoFromNow(this.#deps.clock) });
      throw error;
    }
  };

  /** Vectors for the new segments, a batch at a time; the job's progress goes from 60 to 95 meanwhile. */
  async #embed(model: EmbeddingModel, rows: NewSegment[], context: JobContext): Promise<void> {
    for (let i = 0; i < rows.length; i += model.batchSize) {
      const batch = rows.slice(i, i + model.batchSize);
      const vectors = await model.embed(batch.map((row) => row.content));
      batch.forEach((row, index) => {
        row.embedding = vectorToBytes(vectors[index]!);
        row.embedding_model = model.fingerprint;
      });
      const progress = 60 + Math.floor((35 * (i + batch.length)) / rows.length);
      await this.#deps.repos.documents.update(rows[0]!.document_id, { progress, updated_at: isoFromNow(this.#deps.clock) });
      await context.progress(progress);
    }
  }

  async #fail(documentId: string, code: string, detail: string): Promise<void> {
    await this.#deps.repos.documents.update(documentId, { status: 'failed', progress: 0, error_code: code, error_detail: detail, updated_at: isoFromNow(this.#deps.clock) });
  }

  #segments(datasetId: string, documentId: string, chunks: readonly string[]): NewSegment[] {
    const now = isoFromNow(this.#deps.clock);
    return chunks.map((content, i) => ({
      id: newId(),
      dataset_id: datasetId,
      document_id: documentId,
      position: i + 1,
      content,
      keywords: '[]',
      word_count: countTokens(content),
      enabled: 1,
      hit_count: 0,
      search_text: segmentSearchText(datasetId, content, []),
      embedding: null,
      embedding_model: null,
      created_at: now,
      updated_at: now,
    }));
  }
}
