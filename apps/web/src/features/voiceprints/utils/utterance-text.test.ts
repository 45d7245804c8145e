import { describe, expect, it } from 'vitest';
import { utteranceText } from './utterance-text.ts';

describe('utteranceText', () => {
  it('shows a speaker report as its content and anything else as reported', () => {
    expect(utteranceText('{"speaker":"小明","content":"你好"}')).toBe('你好');
    expect(utteranceText('今天天气怎么样')).toBe('今天天气怎么样');
    expect(utteranceText('{not json')).toBe('{not json');
    expect(utteranceText('{"other":1}')).toBe('{"other":1}');
    expect(utteranceText('<b>hi</b>')).toBe('<b>hi</b>');
  });
});
