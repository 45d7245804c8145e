import { datasetMessages, ErrorCode, type RetrieveAnswer, type SearchMethod } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetsService } from './datasets.service.ts';
import type { DatasetRow } from './datasets.repository.ts';
import type { KeywordCandidate } from './segments.repository.ts';
import { matchLevels } from './text/match-levels.ts';
import { queryTokens } from './text/search-tokens.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'segments'>;

export interface ScoredSegment {
  id: string;
  /** 0-1, higher is closer. */
  score: number;
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

/**
 * Hit testing and device retrieval. Keyword scores are the share of the query's tokens a segment holds, tokens that
 * occur nowhere weighing less (ranked by the database's BM25 / ts_rank among equals), semantic scores cosine similarity, hybrid scores reciprocal rank fusion
 * scaled so a segment first in both lists scores 1.
 */
export class RetrievalService {
  readonly #repos: UsedRepositories;
  readonly #datasets: DatasetsService;
  semantic: SemanticSearch | null = null;

  constructor(repos: UsedRepositories, datasets: DatasetsService, semantic: SemanticSearch | null = null) {
    this.#repos = repos;
    this.#datasets = datasets;
    this.semantic = semantic;
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
    const ranked = perDataset.flatMap((result) => result.hits).sort((a, b) => b.score - a.score).filter((hit) => hit.score >= threshold).slice(0, topK);
    const hits = new Map((await this.#repos.segments.hits(ranked.map((hit) => hit.id))).map((hit) => [hit.id, hit]));
    await this.#repos.segments.countHits(ranked.map((hit) => hit.id));
    return {
      query: { content: query },
      search_method: answered,
      records: ranked.flatMap((hit) => {
        const segment = hits.get(hit.id);
        if (!segment) return [];
        const { id, position, content, document_id, document_name } = segment;
        return [{ segment: { id, index: position - 1, position, content, document_id, document_name }, score: Math.round(hit.score * 10_000) / 10_000 }];
      }),
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
   * quarter and are not searched. Segments holding every other token are looked up first (an index intersection, cheap
   * even over 100,000 segments); only when fewer than `topK` hold them all does the search loosen, level by level
   * (match-levels.ts), so the segments sharing the most tokens, the best scored, are always found first.
   */
  async #keyword(datasetId: string, query: string, limit: number, topK: number): Promise<ScoredSegment[]> {
    const tokens = queryTokens(query);
    const present = new Set(await this.#repos.segments.presentTokens(datasetId, tokens));
    if (present.size === 0) return [];
    const searched = [...new Set(tokens.filter((token) => present.has(token)))];
    let candidates: KeywordCandidate[] = [];
    for (const groups of matchLevels(searched)) {
      candidates = await this.#repos.segments.keywordCandidates(datasetId, groups, limit);
      if (candidates.length >= topK) break;
    }
    const weight = (token: string) => (present.has(token) ? 1 : ABSENT_TOKEN_WEIGHT);
    const total = tokens.reduce((sum, token) => sum + weight(token), 0);
    return candidates
      .map((candidate, order) => {
        const held = new Set(candidate.search_text.split(' '));
        const shared = tokens.reduce((sum, token) => sum + (held.has(token) ? weight(token) : 0), 0);
        return { id: candidate.id, score: shared / total, order };
      })
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ id, score }) => ({ id, score }));
  }
}

/** Reciprocal rank fusion of ranked lists, scaled to 0-1. */
export function fuse(lists: readonly (readonly ScoredSegment[])[]): ScoredSegment[] {
  const fused = new Map<string, number>();
  for (const list of lists) list.forEach((hit, rank) => fused.set(hit.id, (fused.get(hit.id) ?? 0) + 1 / (RRF_K + rank + 1)));
  const best = lists.length / (RRF_K + 1);
  return [...fused].map(([id, score]) => ({ id, score: score / best })).sort((a, b) => b.score - a.score);
}
