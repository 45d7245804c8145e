import { datasetMessages, ErrorCode } from '@vox/contracts';
import { bytesToVector, EmbeddingError } from '../../integrations/embedding/embedding-client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetRow } from './datasets.repository.ts';
import type { Embeddings } from './embeddings.ts';
import type { ScoredSegment, SemanticSearch } from './retrieval.service.ts';
import { dotProducts, normalise, topRows } from './vector-math.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'segments'>;

/** One dataset's current vectors as one row-major matrix of unit vectors. */
interface VectorMatrix {
  ids: string[];
  dimensions: number;
  matrix: Float32Array;
}

interface CacheEntry {
  version: string;
  /** When the database last confirmed `version` (performance.now()). */
  checkedAt: number;
  loading: Promise<VectorMatrix>;
  floats: number;
}

/** Beyond this many floats (about 256 MB) the least recently used datasets' matrices are dropped. */
const CACHE_MAX_FLOATS = 64 * 1024 * 1024;
/**
 * How long a cached matrix is used before its version is read again. Reading it counts the dataset's index (about
 * 10 ms at 100,000 segments on PostgreSQL); this process's own writes drop the entry at once, another process's are
 * seen within this delay.
 */
const VERSION_RECHECK_MS = 2_000;

/**
 * Semantic search: the query embedded by the default Embedding model, compared by exact cosine with every vector of
 * the dataset that this model made (no approximate index: exact and simple at knowledge-base sizes). Scores are
 * max(0, cosine), 0-1. Vectors of another model (before a model change has been re-embedded) are ignored rather than
 * compared across vector spaces: while the re-embedding job runs, semantic search sees the segments it has done and
 * hybrid search still finds the rest by keyword.
 *
 * Each dataset's vectors are cached as one Float32Array, keyed by a version read from an index (at most every
 * VERSION_RECHECK_MS, so writes by another process are seen) plus a local generation bumped by this process's writes.
 */
export class VectorSearch implements SemanticSearch {
  readonly #repos: UsedRepositories;
  readonly #embeddings: Embeddings;
  readonly #cache = new Map<string, CacheEntry>();
  readonly #generation = new Map<string, number>();
  /** Version reads under way, so searches arriving together share one (20 devices asking at once read it once). */
  readonly #versionReads = new Map<string, Promise<string>>();

  constructor(repos: UsedRepositories, embeddings: Embeddings) {
    this.#repos = repos;
    this.#embeddings = embeddings;
  }

  async available(): Promise<boolean> {
    return (await this.#embeddings.current()) !== null;
  }

  /** Called after this process changes a dataset's vectors. */
  invalidate(datasetId: string): void {
    this.#generation.set(datasetId, (this.#generation.get(datasetId) ?? 0) + 1);
    this.#cache.delete(datasetId);
  }

  async search(dataset: DatasetRow, query: string, limit: number): Promise<ScoredSegment[]> {
    const model = await this.#embeddings.current();
    if (!model) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noEmbeddingModel);
    let queryVector: Float32Array;
    try {
      [queryVector] = (await model.embed([query])) as [Float32Array];
    } catch (error) {
      if (error instanceof EmbeddingError) throw new AppError(ErrorCode.BAD_GATEWAY, [error.message], datasetMessages.embeddingFailed);
      throw error;
    }
    const vectors = await this.#vectors(dataset.id, model.fingerprint);
    if (vectors.ids.length === 0 || queryVector.length !== vectors.dimensions) return [];
    normalise(queryVector);
    const { matrix, ids } = vectors;
    const scores = dotProducts(matrix, ids.length, queryVector);
    // Disabled segments and documents keep their vectors (enabling them again needs no re-embedding); they are
    // skipped here, a page of candidates at a time, taking more of the best rows until `limit` are found or none remain.
    const hits: ScoredSegment[] = [];
    let seen = 0;
    for (let wanted = limit * 2; ; wanted *= 4) {
      const order = topRows(scores, wanted);
      for (let start = seen; start < order.length && hits.length < limit; start += limit) {
        const page = order.slice(start, start + limit);
        const searchable = await this.#repos.segments.searchable(page.map((row) => ids[row]!));
        for (const row of page) if (searchable.has(ids[row]!) && hits.length < limit) hits.push({ id: ids[row]!, score: Math.min(1, scores[row]!) });
      }
      seen = order.length;
      if (hits.length >= limit || order.length < wanted) return hits;
    }
  }

  async #vectors(datasetId: string, fingerprint: string): Promise<VectorMatrix> {
    const generation = this.#generation.get(datasetId) ?? 0;
    const cached = this.#cache.get(datasetId);
    const now = performance.now();
    const fresh = cached !== undefined && cached.version.startsWith(`${fingerprint}|`) && cached.version.endsWith(`|${generation}`) && now - cached.checkedAt < VERSION_RECHECK_MS;
    const version = fresh ? cached.version : `${fingerprint}|${await this.#readVersion(datasetId, fingerprint)}|${generation}`;
    if (cached?.version === version) {
      cached.checkedAt = fresh ? cached.checkedAt : now;
      // Most recently used last.
      this.#cache.delete(datasetId);
      this.#cache.set(datasetId, cached);
      return cached.loading;
    }
    const entry: CacheEntry = { version, checkedAt: now, floats: 0, loading: this.#load(datasetId, fingerprint) };
    this.#cache.set(datasetId, entry);
    try {
      const loaded = await entry.loading;
      entry.floats = loaded.matrix.length;
      this.#trim();
      return loaded;
    } catch (error) {
      if (this.#cache.get(datasetId) === entry) this.#cache.delete(datasetId);
      throw error;
    }
  }

  #readVersion(datasetId: string, fingerprint: string): Promise<string> {
    const key = `${datasetId}|${fingerprint}`;
    let reading = this.#versionReads.get(key);
    if (!reading) {
      reading = this.#repos.segments.vectorVersion(datasetId, fingerprint).finally(() => this.#versionReads.delete(key));
      this.#versionReads.set(key, reading);
    }
    return reading;
  }

  async #load(datasetId: string, fingerprint: string): Promise<VectorMatrix> {
    const rows = (await this.#repos.segments.vectors(datasetId, fingerprint)).flatMap((row) => (row.embedding ? [{ id: row.id, vector: bytesToVector(row.embedding) }] : []));
    const dimensions = rows[0]?.vector.length ?? 0;
    const usable = rows.filter((row) => row.vector.length === dimensions);
    const matrix = new Float32Array(usable.length * dimensions);
    usable.forEach((row, index) => matrix.set(normalise(row.vector), index * dimensions));
    return { ids: usable.map((row) => row.id), dimensions, matrix };
  }

  #trim(): void {
    let total = [...this.#cache.values()].reduce((sum, entry) => sum + entry.floats, 0);
    for (const [datasetId, entry] of this.#cache) {
      if (total <= CACHE_MAX_FLOATS || this.#cache.size <= 1) break;
      this.#cache.delete(datasetId);
      total -= entry.floats;
    }
  }
}
