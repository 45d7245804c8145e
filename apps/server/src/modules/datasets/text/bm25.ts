/** The usual Okapi BM25 constants, as SQLite's FTS5 bm25() uses them. */
const K1 = 1.2;
const B = 0.75;
/** A token in most of the dataset's segments still counts a little (FTS5 clamps the same way). */
const IDF_MIN = 1e-6;

export interface TokenStatistics {
  /** Segments in the dataset. */
  segments: number;
  /** Segments holding each token (counted up to a cap: past it, a token is as common as the cap says). */
  holding: ReadonlyMap<string, number>;
}

/** How often each of `tokens` occurs in a stored search text (space-separated, led by its dataset's token), and its length. */
export function termCounts(searchText: string, tokens: readonly string[]): { counts: number[]; length: number } {
  const padded = `${searchText} `;
  let length = 0;
  for (let at = padded.indexOf(' '); at !== -1 && at < padded.length - 1; at = padded.indexOf(' ', at + 1)) length++;
  const counts = tokens.map((token) => {
    const needle = ` ${token} `;
    let count = 0;
    for (let at = padded.indexOf(needle); at !== -1; at = padded.indexOf(needle, at + needle.length - 1)) count++;
    return count;
  });
  return { counts, length };
}

/**
 * BM25 for `tokens` of stored search texts measured by termCounts, computed here rather than by the database: FTS5's bm25() and PostgreSQL's
 * ts_rank first walk every posting of every query token (and of the dataset's own token, in every segment of the
 * dataset), which cost more than the rest of a search. Segment lengths are measured against the mean of those scored.
 */
export function bm25Scores(measured: readonly { counts: readonly number[]; length: number }[], tokens: readonly string[], statistics: TokenStatistics): number[] {
  const meanLength = measured.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, measured.length) || 1;
  const idf = tokens.map((token) => {
    const holding = statistics.holding.get(token) ?? 0;
    const total = Math.max(statistics.segments, holding);
    return Math.max(IDF_MIN, Math.log((total - holding + 0.5) / (holding + 0.5)));
  });
  return measured.map(({ counts, length }) => {
    const norm = K1 * (1 - B + (B * length) / meanLength);
    return counts.reduce((score, count, i) => (count === 0 ? score : score + (idf[i]! * count * (K1 + 1)) / (count + norm)), 0);
  });
}
