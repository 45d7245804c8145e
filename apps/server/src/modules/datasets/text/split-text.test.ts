import { describe, expect, it } from 'vitest';
import { countTokens } from './search-tokens.ts';
import { cleanText, splitSettings, splitText } from './split-text.ts';

describe('cleaning and splitting', () => {
  it('merges short paragraphs up to the limit and cuts long ones at sentence ends, with overlap', () => {
    const settings = splitSettings({ mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 60, chunk_overlap: 10 } } });
    const long = '第一句话说明开机方法。'.repeat(12);
    const chunks = splitText(`短段落一\n\n短段落二\n\n${long}`, settings);
    expect(chunks[0]!.startsWith('短段落一\n短段落二\n第一句话')).toBe(true);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(countTokens(chunk)).toBeLessThanOrEqual(60);
    // The next chunk starts with the end of the previous one (up to 10 tokens).
    const carried = chunks[1]!.split('\n')[0]!;
    expect(countTokens(carried)).toBeLessThanOrEqual(10);
    expect(chunks[0]!.endsWith(carried)).toBe(true);
    expect(chunks.join('')).toContain('短段落二');
  });

  it('uses a custom separator, written as \\n in JSON too', () => {
    const settings = splitSettings({ mode: 'custom', rules: { segmentation: { separator: '\\n', max_tokens: 5, chunk_overlap: 0 } } });
    expect(splitText('a b c\nd e f', settings)).toEqual(['a b c', 'd e f']);
  });

  it('removes extra spaces by default and URLs and emails when asked', () => {
    expect(cleanText('a   b\n\n\n\nc \t d', splitSettings(undefined))).toBe('a b\n\nc d');
    const settings = splitSettings({ mode: 'custom', rules: { pre_processing_rules: [{ id: 'remove_urls_emails', enabled: true }], segmentation: { separator: '\n', max_tokens: 100, chunk_overlap: 0 } } });
    expect(cleanText('see https://x.example/a?b=1 or mail me@x.example now', settings)).toBe('see or mail now');
  });
});
