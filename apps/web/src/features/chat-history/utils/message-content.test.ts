import { describe, expect, it } from 'vitest';
import { parseMessageContent } from './message-content.ts';
import { maskMac, messageTimeline } from './message-timeline.ts';

describe('message content', () => {
  it('keeps plain text, markup included, as text', () => {
    expect(parseMessageContent('<b>hi</b>')).toEqual({ parts: [{ kind: 'text', text: '<b>hi</b>' }], speaker: null });
  });

  it('reads tool arrays and speaker objects', () => {
    expect(parseMessageContent('[{"type":"tool","text":"get_weather()"},{"type":"tool_result","text":"晴"}]').parts).toEqual([
      { kind: 'tool', text: 'get_weather()' },
      { kind: 'tool_result', text: '晴' },
    ]);
    expect(parseMessageContent('{"speaker":"小明","content":"你好"}')).toEqual({ parts: [{ kind: 'text', text: '你好' }], speaker: '小明' });
  });

  it('falls back to the raw text when the JSON is broken', () => {
    expect(parseMessageContent('[oops').parts).toEqual([{ kind: 'text', text: '[oops' }]);
  });
});

describe('message timeline', () => {
  const message = (createdAt: string) => ({ createdAt, chatType: 1, content: 'x', audioId: null, macAddress: 'aa:bb:cc:dd:ee:ff' });

  it('puts a divider first and after a silence of more than a minute', () => {
    const kinds = messageTimeline([message('2026-05-01 10:00:00'), message('2026-05-01 10:00:30'), message('2026-05-01 10:05:00')]).map((item) => item.kind);
    expect(kinds).toEqual(['divider', 'message', 'message', 'divider', 'message']);
  });

  it('masks the middle of a MAC address', () => {
    expect(maskMac('aa:bb:cc:dd:ee:ff')).toBe('aa:bb:**:**:ee:ff');
  });
});
