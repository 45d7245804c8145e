import { describe, expect, it } from 'vitest';
import { countTokens, queryTokens, searchTokens, segmentSearchText } from './search-tokens.ts';

describe('search tokens', () => {
  it('splits Chinese into overlapping bigrams and other text into lower-case words', () => {
    expect(searchTokens('退货政策')).toEqual(['退货', '货政', '政策']);
    expect(searchTokens('iPhone15 Pro 的退货')).toEqual(['iphone15', 'pro', '退货']);
    expect(searchTokens('The policy of ＡＢＣ')).toEqual(['policy', 'abc']);
  });

  it('keeps single CJK characters but drops particles and English stop words', () => {
    expect(searchTokens('猫')).toEqual(['猫']);
    expect(searchTokens('的')).toEqual([]);
    expect(searchTokens('what is it')).toEqual([]);
  });

  it('dedupes query tokens and tags segments with their dataset', () => {
    expect(queryTokens('退货 退货')).toEqual(['退货']);
    expect(segmentSearchText('ab-12', '退货', ['Return'])).toBe('dsab12 退货 return');
  });

  it('counts CJK characters and words', () => {
    expect(countTokens('智能音箱 smart speaker')).toBe(6);
  });
});
