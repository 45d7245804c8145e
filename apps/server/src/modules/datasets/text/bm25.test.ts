import { describe, expect, it } from 'vitest';
import { bm25Scores, termCounts } from './bm25.ts';

describe('BM25 over stored search texts', () => {
  it('counts each token where it stands whole, and the length without the dataset token', () => {
    expect(termCounts('dsabc 退货 政策 退货 退货政', ['退货', '政策', '保修'])).toEqual({ counts: [2, 1, 0], length: 4 });
    expect(termCounts('dsabc', ['退货'])).toEqual({ counts: [0], length: 0 });
    expect(termCounts('dsabc wifi wifi wifi', ['wifi'])).toEqual({ counts: [3], length: 3 });
  });

  it('ranks a rarer token above a common one, more occurrences above fewer, and a short text above a long one', () => {
    const tokens = ['退货', '音量'];
    const statistics = { segments: 1000, holding: new Map([['退货', 10], ['音量', 600]]) };
    const texts = ['dsabc 退货 政策', 'dsabc 音量 政策', 'dsabc 退货 退货 政策', 'dsabc 退货 政策 说明 很长 很长 很长 很长'];
    const [rare, common, twice, long] = bm25Scores(texts.map((text) => termCounts(text, tokens)), tokens, statistics);
    expect(rare).toBeGreaterThan(common!);
    expect(twice).toBeGreaterThan(rare!);
    expect(rare).toBeGreaterThan(long!);
    // A token in most segments still weighs a little, never less than nothing.
    expect(common).toBeGreaterThan(0);
  });
});
