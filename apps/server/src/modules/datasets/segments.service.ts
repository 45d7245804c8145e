import { datasetMessages, ErrorCode, type Segment } from '@vox/contracts';
import { EmbeddingError, vectorToBytes } from '../../integrations/embedding/embedding-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { segmentView } from './dataset-views.ts';
import type { DocumentsService } from './documents.service.ts';
import type { Embeddings } from './embeddings.ts';
import { countTokens, segmentSearchText } from './text/search-tokens.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'documents' | 'segments'>;

const noSuchSegment = () => new AppError(ErrorCode.NOT_FOUND, [], datasetMessages.noSuchSegment);

export interface SegmentsDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  documents: DocumentsService;
  clock: Clock;
  /** The default Embedding model; absent or unset means segments get no vectors. */
  embeddings?: Embeddings;
  /** Told which dataset's vectors changed, so its cached matrix is dropped. */
  onVectorsChanged?: (datasetId: string) => void;
}

type Vectors = { embedding: Uint8Array; embedding_model: string }[] | null;

/**
 * Hand edits to a document's segments (Dify's segment API); each is searchable at once. New or edited
 * content is embedded in the request when an embedding model is set; if the provider fails, the segment is stored
 * without a vector (keyword search finds it at once) and the re-embedding job gives it one, with retries, so an
 * embedding outage never refuses an edit.
 */
export class SegmentsService {
  readonly #deps: SegmentsDeps;

  constructor(deps: SegmentsDeps) {
    this.#deps = deps;
  }

  /** `id` narrows to that one segment (upstream's chunk list takes it). */
  async page(userId: string, datasetId: string, documentId: string, query: { page: number; limit: number; keyword?: string; enabled?: 'true' | 'false'; id?: string }) {
    await this.#deps.documents.owned(userId, datasetId, documentId);
    const enabled = query.enabled === undefined ? undefined : query.enabled === 'true';
    const { total, rows } = await this.#deps.repos.segments.page(documentId, { keyword: query.keyword, enabled, id: query.id }, query.page, query.limit);
    return { segments: rows.map(segmentView), total, page: query.page, limit: query.limit, has_more: query.page * query.limit < total };
  }

  async create(userId: string, datasetId: string, documentId: string, items: readonly { content: string; keywords?: string[] }[]): Promise<Segment[]> {
    const document = await this.#deps.documents.owned(userId, datasetId, documentId);
    const vectors = await this.#embed(items.map((item) => item.content));
    const now = isoFromNow(this.#deps.clock);
    const ids: string[] = [];
    await this.#deps.transaction(async (repos) => {
      let position = await repos.segments.maxPosition(documentId);
      const rows = items.map((item, index) => {
        const id = newId();
        ids.push(id);
        position += 1;
        const keywords = item.keywords ?? [];
        return {
          id,
          dataset_id: datasetId,
          document_id: documentId,
          position,
          content: item.content,
          keywords: JSON.stringify(keywords),
          word_count: countTokens(item.content),
          enabled: 1,
          hit_count: 0,
          search_text: segmentSearchText(datasetId, item.content, keywords),
          embedding: vectors?.[index]?.embedding ?? null,
          embedding_model: vectors?.[index]?.embedding_model ?? null,
          generation: document.generation,
          created_at: now,
          updated_at: now,
        };
      });
      await repos.segments.insert(rows);
      await this.#recount(repos, documentId);
    });
    this.#deps.onVectorsChanged?.(datasetId);
    const created = await Promise.all(ids.map((id) => this.#deps.repos.segments.findInDocument(documentId, id)));
    return created.filter((row) => row !== undefined).map(segmentView);
  }

  async update(userId: string, datasetId: string, documentId: string, segmentId: string, changes: { content?: string; keywords?: string[]; enabled?: boolean }): Promise<Segment> {
    await this.#deps.documents.owned(userId, datasetId, documentId);
    const current = await this.#deps.repos.segments.findInDocument(documentId, segmentId);
    if (!current) throw noSuchSegment();
    const content = changes.content ?? current.content;
    const keywords = changes.keywords ?? (JSON.parse(current.keywords) as string[]);
    const textChanged = changes.content !== undefined || changes.keywords !== undefined;
    // Only the content is embedded (keywords feed keyword search): a keyword edit keeps the vector.
    const contentChanged = changes.content !== undefined && changes.content !== current.content;
    const vector = contentChanged ? ((await this.#embed([content]))?.[0] ?? { embedding: null, embedding_model: null }) : {};
    await this.#deps.transaction(async (repos) => {
      await repos.segments.update(segmentId, {
        ...(textChanged ? { content, keywords: JSON.stringify(keywords), word_count: countTokens(content), search_text: segmentSearchText(datasetId, content, keywords), ...vector } : {}),
        ...(changes.enabled === undefined ? {} : { enabled: changes.enabled ? 1 : 0 }),
        updated_at: isoFromNow(this.#deps.clock),
      });
      if (textChanged) await this.#recount(repos, documentId);
    });
    this.#deps.onVectorsChanged?.(datasetId);
    return segmentView((await this.#deps.repos.segments.findInDocument(documentId, segmentId))!);
  }

  async delete(userId: string, datasetId: string, documentId: string, segmentId: string): Promise<void> {
    await this.#deps.documents.owned(userId, datasetId, documentId);
    if (!(await this.#deps.repos.segments.findInDocument(documentId, segmentId))) throw noSuchSegment();
    await this.#deps.transaction(async (repos) => {
      await repos.segments.delete(segmentId);
      await this.#recount(repos, documentId);
    });
  }

  /** Vectors of these texts, or null: no model, or the provider failed (the job fills them in later). */
  async #embed(texts: readonly string[]): Promise<Vectors> {
    const { embeddings } = this.#deps;
    const model = await embeddings?.current();
    if (!embeddings || !model) return null;
    try {
      return (await model.embed(texts)).map((vector) => ({ embedding: vectorToBytes(vector), embedding_model: model.fingerprint }));
    } catch (error) {
      if (!(error instanceof EmbeddingError)) throw error;
      await embeddings.requestReembed();
      return null;
    }
  }

  async #recount(repos: UsedRepositories, documentId: string): Promise<void> {
    const { count, words } = await repos.segments.totals(documentId);
    await repos.documents.update(documentId, { segment_count: count, word_count: words, updated_at: isoFromNow(this.#deps.clock) });
  }
}
