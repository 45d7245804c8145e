import { datasetMessages, ErrorCode, type RetrieveAnswer, type SearchMethod } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetsService } from './datasets.service.ts';
import type { DatasetRow } from './datasets.repository.ts';
import type { HitCounter } from './hit-counter.ts';
import type { KeywordCandidate, SegmentHit } from './segments.repository.ts';
import { bm25Scores, termCounts, type TokenStatistics } from './text/bm25.ts';
import { matchLevels } from './text/match-levels.ts';
import { queryTokens } from './text/search-tokens.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'segments'>;

export interface ScoredSegment {
  id: string;
  /** 0-1, higher is closer. */
  score: number;
  /** What the answer shows of it, when the search read it already (no second read). */
  segment?: SegmentHit;
}

/** Vector search through the configured embedding model; absent (or unavailable) means keyword search only. */
export interface SemanticSearch {
  available(): Promise<boolean>;
  search(dataset: DatasetRow, query: string, limit: number): Promise<ScoredSegment[]>;
}

export interface RetrieveOptions {
  top_k?: number;
  score_threshold?: number | null;
  search_method?: SearchMethod | null;
}

/** Reciprocal rank fusion's usual constant: ranks matter, raw scores of different methods need not compare. */
const RRF_K = 60;
const CANDIDATES_MIN = 100;
const ABSENT_TOKEN_WEIGHT = 0.25;
/** Matches of one keyword level ranked at most: the first this many the database finds (text/bm25.ts ranks them). */
export const KEYWORD_POOL = 300;

/**
 * Hit testing and device retrieval. Keyword scores are the share of the query's tokens a segment holds, tokens that
 * occur nowhere weighing less (ranked by BM25 among equals, text/bm25.ts), semantic scores cosine similarity, hybrid scores reciprocal rank fusion
 * scaled so a segment first in both lists scores 1.
 */
const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;
const bestRefused = (sorted: readonly { score: number }[], passed: number) => (passed === 0 && sorted[0] ? roundScore(sorted[0].score) : null);

export class RetrievalService {
  readonly #repos: UsedRepositories;
  readonly #datasets: DatasetsService;
  readonly #hits: HitCounter | null;
  semantic: SemanticSearch | null = null;

  /** Without a hit counter, hits are written as they happen. */
  constructor(repos: UsedRepositories, datasets: DatasetsService, semantic: SemanticSearch | null = null, hits: HitCounter | null = null) {
    this.#repos = repos;
    this.#datasets = datasets;
    this.semantic = semantic;
    this.#hits = hits;
  }

  /** Writes the hit counts not yet written (on close). */
  flushHits(): Promise<void> {
    return this.#hits?.flush() ?? Promise.resolve();
  }

  async retrieve(userId: string, datasetId: string, query: string, options: RetrieveOptions = {}): Promise<RetrieveAnswer> {
    const dataset = await this.#datasets.owned(userId, datasetId);
    return this.retrieveIn([dataset], query, options);
  }

  /** Across several datasets of one owner (the device route asks with several ids). */
  async retrieveIn(datasets: readonly DatasetRow[], query: string, options: RetrieveOptions = {}): Promise<RetrieveAnswer> {
    const first = datasets[0]!;
    const semanticReady = (await this.semantic?.available()) ?? false;
    const method = options.search_method ?? (first.search_method as SearchMethod | null) ?? (semanticReady ? 'hybrid_search' : 'keyword_search');
    if (method !== 'keyword_search' && !semanticReady) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noEmbeddingModel);
    const topK = options.top_k ?? first.top_k;
    const threshold = options.score_threshold ?? first.score_threshold;
    const limit = Math.max(topK * 10, CANDIDATES_MIN);

    const perDataset = await Promise.all(datasets.map((dataset) => this.#search(dataset, query, method, limit, topK)));
    // Hybrid search whose embedding call failed answered by keyword alone, and says so.
    const answered = method === 'hybrid_search' && perDataset.some((result) => result.keywordOnly) ? 'keyword_search' : method;
    const sorted = perDataset.flatMap((result) => result.hits).sort((a, b) => b.score - a.score);
    const ranked = sorted.filter((hit) => hit.score >= threshold).slice(0, topK);
    // When the threshold let nothing through, the best refused score tells the user why (hit testing shows it).
    const bestBelow = bestRefused(sorted, ranked.length);
    // Searches return what they read; only a hit whose search did not is read here.
    const unread = ranked.filter((hit) => !hit.segment).map((hit) => hit.id);
    const read = new Map((await this.#repos.segments.hits(unread)).map((hit) => [hit.id, hit]));
    const hits = new Map(ranked.flatMap((hit) => { const segment = hit.segment ?? read.get(hit.id); return segment ? [[hit.id, segment] as const] : []; }));
    if (this.#hits) this.#hits.record([...hits.keys()]);
    else await this.#repos.segments.addHits(new Map([...hits.keys()].map((id) => [id, 1])));
    return {
      query: { content: query },
      search_method: answered,
      records: ranked.flatMap((hit) => {
        const segment = hits.get(hit.id);
        if (!segment) return [];
        const { id, position, content, document_id, document_name } = segment;
        return [{ segment: { id, index: position - 1, position, content, document_id, document_name }, score: roundScore(hit.score) }];
      }),
      score_threshold: threshold,
      best_score_below_threshold: bestBelow,
    };
  }

  /**
   * Hybrid search keeps answering by keyword when the embedding model fails (a device mid-conversation is better
   * served by keyword hits than by an error); semantic search asked for by name reports the failure (502).
   */
  async #search(dataset: DatasetRow, query: string, method: SearchMethod, limit: number, topK: number): Promise<{ hits: ScoredSegment[]; keywordOnly: boolean }> {
    if (method === 'keyword_search') return { hits: await this.#keyword(dataset.id, query, limit, topK), keywordOnly: true };
    if (method === 'semantic_search') return { hits: await this.semantic!.search(dataset, query, limit), keywordOnly: false };
    const [keyword, semantic] = await Promise.all([
      this.#keyword(dataset.id, query, limit, topK),
      this.semantic!.search(dataset, query, limit).catch((error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.BAD_GATEWAY) return null;
        throw error;
      }),
    ]);
    return semantic ? { hits: fuse([keyword, semantic]), keywordOnly: false } : { hits: keyword, keywordOnly: true };
  }

  /**
   * Tokens that occur nowhere in the dataset are mostly bigrams across a word boundary (怎么退货 → 么退): they weigh a
   * quarter and are not searched. At most three statements whatever the query: how many segments hold each token; the
   * first KEYWORD_POOL segments holding them all; only when fewer than `topK` do, those of every looser level
   * (match-levels.ts) in one statement, so the segments sharing the most tokens are always found first. Each level's
   * matches are ranked here by BM25 (text/bm25.ts) and its best `limit` kept; as before, the levels kept end at the first
   * that brings the matches to `topK`.
   */
  async #keyword(datasetId: string, query: string, limit: number, topK: number): Promise<ScoredSegment[]> {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return [];
    const statistics = await this.#repos.segments.tokenStatistics(datasetId, tokens, KEYWORD_POOL);
    const present = new Set(tokens.filter((token) => (statistics.holding.get(token) ?? 0) > 0));
    if (present.size === 0) return [];
    const searched = [...new Set(tokens.filter((token) => present.has(token)))];
    const [strictest, ...looser] = [...matchLevels(searched)];
    const best = async (levels: readonly string[][][]) => rankLevels(await this.#repos.segments.keywordPool(datasetId, levels, KEYWORD_POOL, limit), searched, statistics, limit);
    let candidates = await best([strictest!]);
    if (candidates.length < topK && looser.length > 0) {
      const more = await best(looser);
      const seen = new Set(candidates.map((candidate) => candidate.id));
      const added = more.filter((candidate) => !seen.has(candidate.id));
      const last = added[topK - candidates.length - 1]?.level ?? Infinity;
      candidates = [...candidates, ...added.filter((candidate) => candidate.level <= last)];
    }
    const weight = (token: string) => (present.has(token) ? 1 : ABSENT_TOKEN_WEIGHT);
    const total = tokens.reduce((sum, token) => sum + weight(token), 0);
    return candidates
      .map((candidate, order) => {
        const shared = candidate.counts.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
        const { id, document_id, document_name, position, content } = candidate;
        return { id, score: shared / total, order, segment: { id, document_id, document_name, position, content } };
      })
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ id, score, segment }) => ({ id, score, segment }));
  }
}

type RankedCandidate = KeywordCandidate & { counts: number[] };

/**
 * Each level's pool ranked by BM25 (ties by seq) and cut to its best `limit`, the strictest level first, at most
 * `limit` in all; a segment found by several levels is kept at its strictest.
 */
function rankLevels(pool: readonly KeywordCandidate[], tokens: readonly string[], statistics: TokenStatistics, limit: number): RankedCandidate[] {
  const measured = pool.map((candidate) => termCounts(candidate.search_text, tokens));
  const scores = bm25Scores(measured, tokens, statistics);
  const ranked = pool
    .map((candidate, i) => ({ ...candidate, counts: measured[i]!.counts, score: scores[i]! }))
    .sort((a, b) => a.level - b.level || b.score - a.score || a.seq - b.seq);
  const kept: RankedCandidate[] = [];
  const perLevel = new Map<number, number>();
  const seen = new Set<string>();
  let taken = 0;
  for (const candidate of ranked) {
    const ofLevel = perLevel.get(candidate.level) ?? 0;
    if (ofLevel >= limit) continue;
    if (++taken > limit) break;
    perLevel.set(candidate.level, ofLevel + 1);
    if (!seen.has(candidate.id)) kept.push(candidate);
    seen.add(candidate.id);
  }
  return kept;
}

/** Reciprocal rank fusion of ranked lists, scaled to 0-1. */
export function fuse(lists: readonly (readonly ScoredSegment[])[]): ScoredSegment[] {
  const fused = new Map<string, number>();
  const segments = new Map<string, SegmentHit>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      fused.set(hit.id, (fused.get(hit.id) ?? 0) + 1 / (RRF_K + rank + 1));
      if (hit.segment) segments.set(hit.id, hit.segment);
    });
  }
  const best = lists.length / (RRF_K + 1);
  return [...fused].map(([id, score]) => ({ id, score: score / best, segment: segments.get(id) })).sort((a, b) => b.score - a.score);
}
