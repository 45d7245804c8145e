/**
 * Keyword matching from the strictest level to the loosest: first the segments holding every query token, then those
 * holding all but one, and so on down to any single token. A segment's keyword score is the share of query tokens it
 * holds, so each level's matches outscore the next level's, and the search can stop at the first level that finds
 * enough. A level is a list of token groups (a segment matches when it holds every token of one group); levels with
 * more than `MAX_GROUPS` groups are skipped, as a query of hundreds of groups would cost more than it saves.
 */
export const MAX_GROUPS = 20;

export function* matchLevels(tokens: readonly string[]): Generator<string[][]> {
  for (let size = tokens.length; size >= 1; size--) {
    if (size > 1 && binomial(tokens.length, size) > MAX_GROUPS) continue;
    yield [...combinations(tokens, size)];
  }
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

function* combinations(tokens: readonly string[], size: number, from = 0): Generator<string[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= tokens.length - size; i++) {
    for (const rest of combinations(tokens, size - 1, i + 1)) yield [tokens[i]!, ...rest];
  }
}
