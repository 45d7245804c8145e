const CJK = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}`;
/** A run of CJK characters, or a run of other letters and digits. */
const TOKEN_RUN = new RegExp(String.raw`[${CJK}]+|[[\p{L}\p{N}]--[${CJK}]]+`, 'gv');
const IS_CJK = new RegExp(`^[${CJK}]`, 'v');

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'is', 'are', 'and', 'or', 'in', 'on', 'for', 'at', 'be', 'it', 'this', 'that', 'what', 'how', 'do', 'does']);
const STOP_CHARS = new Set([...'的了是在和与及吗呢吧啊也就都而我你他她它']);
/** Particles that never start or end a term: a run is cut at them, so 「的退货」 gives 退货, not 的退. */
const PARTICLES = /[的了吗呢吧啊呀]/g;
const TOKEN_MAX = 40;

/**
 * Search tokens of a text: overlapping character bigrams for CJK runs (the CJK analyzer approach: no dictionary, so
 * any Chinese phrase matches whatever it shares), lower-cased words for other scripts. Segments and queries are
 * tokenised the same way, so the index needs no language-aware tokenizer.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of text.normalize('NFKC').toLowerCase().replace(PARTICLES, ' ').matchAll(TOKEN_RUN)) {
    if (!IS_CJK.test(run)) {
      if (run.length <= TOKEN_MAX && !STOP_WORDS.has(run)) tokens.push(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) {
      if (!STOP_CHARS.has(chars[0]!)) tokens.push(chars[0]!);
      continue;
    }
    for (let i = 0; i < chars.length - 1; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  return tokens;
}

/** The distinct tokens of a query, in order, at most `max`. */
export function queryTokens(query: string, max = 64): string[] {
  return [...new Set(searchTokens(query))].slice(0, max);
}

/** What a segment stores for the full-text index: its tokens, space-separated, after its dataset's own token. */
export function segmentSearchText(datasetId: string, content: string, keywords: readonly string[]): string {
  return [datasetToken(datasetId), ...searchTokens([content, ...keywords].join('\n'))].join(' ');
}

/** Keeps one MATCH inside one dataset on SQLite: every segment of the dataset carries it. */
export const datasetToken = (datasetId: string) => `ds${datasetId.toLowerCase().replace(/[^0-9a-z]/g, '')}`;

/** Roughly what a model counts: one per CJK character, one per other word. */
export function countTokens(text: string): number {
  let count = 0;
  for (const [run] of text.matchAll(TOKEN_RUN)) count += IS_CJK.test(run) ? [...run].length : 1;
  return count;
}
