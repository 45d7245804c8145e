import { datasetMessages, ErrorCode } from '@vox/contracts';
import { bytesToVector, EmbeddingError } from '../../integrations/embedding/embedding-client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetRow } from './datasets.repository.ts';
import type { Embeddings } from './embeddings.ts';
import type { ScoredSegment, SemanticSearch } from './retrieval.service.ts';
import { rankVectors, searchIvf, type IvfIndex } from './vector-index.ts';
import { QueryVectors } from './query-vectors.ts';
import { VectorIndexBox } from './vector-index-box.ts';
import { VectorSearchThread } from './vector-search-thread.ts';
import { dotProducts, normalise, topRows } from './vector-math.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'segments'>;

/** One dataset's current vectors as one row-major matrix of unit vectors. */
interface VectorMatrix {
  ids: string[];
  dimensions: number;
  matrix: Float32Array;
  /** The approximate index once its thread built it; until then (and for small datasets) every vector is compared. */
  index: IvfIndex | null;
  /** The build under way, settled when `index` is set or the build failed. */
  indexing: Promise<void>;
  /** Its key in the search thread, for large sets (small ones are compared here, in a few milliseconds). */
  threadKey: number | null;
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
/** Below this many vectors comparing them all takes a few milliseconds at most: no index is built. */
export const INDEX_MIN_ROWS = 4_096;

/**
 * Semantic search: the query embedded by the default Embedding model (query-vectors.ts remembers recent questions),
 * compared by cosine with the vectors of the dataset that this model made: all of them below INDEX_MIN_ROWS, else those of the closest lists of an IVF index
 * (vector-index.ts; recall at top 5 about 0.95 or better, scores still exact), in the search thread. Scores are
 * max(0, cosine), 0-1. Vectors of another model (before a model change has been re-embedded) are ignored rather than
 * compared across vector spaces: while the re-embedding job runs, semantic search sees the segments it has done and
 * hybrid search still finds the rest by keyword.
 *
 * Each dataset's vectors are cached as one Float32Array, keyed by a version read from an index (at most every
 * VERSION_RECHECK_MS, so writes by another process are seen) plus a local generation bumped by this process's writes.
 * A changed version loads the vectors again and builds a new index in its thread; searches compare every vector (in
 * the search thread) until it is ready.
 */
export class VectorSearch implements SemanticSearch {
  readonly #repos: UsedRepositories;
  readonly #embeddings: Embeddings;
  readonly #cache = new Map<string, CacheEntry>();
  readonly #generation = new Map<string, number>();
  /** Version reads under way, so searches arriving together share one (20 devices asking at once read it once). */
  readonly #versionReads = new Map<string, Promise<string>>();
  readonly #indexBox = new VectorIndexBox();
  readonly #thread = new VectorSearchThread();
  readonly #queryVectors = new QueryVectors();

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
      queryVector = await this.#queryVectors.vectorOf(model, query);
    } catch (error) {
      if (error instanceof EmbeddingError) throw new AppError(ErrorCode.BAD_GATEWAY, [error.message], datasetMessages.embeddingFailed);
      throw error;
    }
    const vectors = await this.#vectors(dataset.id, model.fingerprint);
    if (vectors.ids.length === 0 || queryVector.length !== vectors.dimensions) return [];
    const { ids } = vectors;
    // Disabled segments and documents keep their vectors (enabling them again needs no re-embedding); they are
    // skipped here, a page of candidates at a time, taking more of the best rows until `limit` are found or none remain.
    const hits: ScoredSegment[] = [];
    let seen = 0;
    for (let wanted = limit * 2; ; wanted *= 4) {
      const order =
        vectors.threadKey === null
          ? rankVectors({ ...vectors, count: ids.length }, queryVector, wanted)
          : await this.#thread.rank(vectors.threadKey, queryVector, wanted);
      for (let start = seen; start < order.rows.length && hits.length < limit; start += limit) {
        const page = order.rows.slice(start, start + limit);
        const scores = order.scores;
        const searchable = await this.#repos.segments.searchable(page.map((row) => ids[row]!));
        page.forEach((row, i) => {
          const segment = searchable.get(ids[row]!);
          if (segment && hits.length < limit) hits.push({ id: ids[row]!, score: Math.min(1, scores[start + i]!), segment });
        });
      }
      seen = order.rows.length;
      if (hits.length >= limit || (order.complete && order.rows.length < wanted)) return hits;
    }
  }

  /**
   * For the benchmark and tests: the share of the exact top `k` (ties counted as found) that the index finds for each
   * query, once the dataset's index is built; null when the dataset has no index (too few vectors).
   */
  async recallAt(dataset: DatasetRow, queries: readonly string[], k: number): Promise<number | null> {
    const model = await this.#embeddings.current();
    if (!model) return null;
    const vectors = await this.#vectors(dataset.id, model.fingerprint);
    await vectors.indexing;
    if (!vectors.index) return null;
    let found = 0;
    let total = 0;
    for (const query of queries) {
      const [queryVector] = (await model.embed([query])) as [Float32Array];
      normalise(queryVector);
      const exact = dotProducts(vectors.matrix, vectors.ids.length, queryVector);
      const best = topRows(exact, k);
      const kth = exact[best.at(-1) ?? 0] ?? 0;
      found += Math.min(best.length, searchIvf(vectors.index, vectors.matrix, queryVector, k).rows.filter((row) => exact[row]! >= kth - 1e-6).length);
      total += best.length;
    }
    return total === 0 ? 1 : found / total;
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
    // Shared memory, so the index thread reads the matrix in place.
    const matrix = new Float32Array(new SharedArrayBuffer(usable.length * dimensions * Float32Array.BYTES_PER_ELEMENT));
    usable.forEach((row, index) => matrix.set(normalise(row.vector), index * dimensions));
    const loaded: VectorMatrix = { ids: usable.map((row) => row.id), dimensions, matrix, index: null, indexing: Promise.resolve(), threadKey: null };
    if (usable.length >= INDEX_MIN_ROWS) {
      // Searched in the search thread, where every vector is compared until the index is ready; a failed build leaves
      // it doing so.
      const key = this.#thread.load(loaded, matrix, usable.length, dimensions);
      loaded.threadKey = key;
      loaded.indexing = this.#indexBox.build(matrix, usable.length, dimensions).then(
        (index) => {
          loaded.index = index;
          this.#thread.setIndex(key, index);
        },
        () => undefined,
      );
    }
    return loaded;
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
