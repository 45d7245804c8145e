import { describe, expect, it } from 'vitest';
import { readingSeconds } from './notifier.ts';

describe('readingSeconds', () => {
  it('keeps a short failure at 3 s and gives a long refusal time to be read, at most 10 s', () => {
    expect(readingSeconds('保存失败')).toBe(3);
    expect(readingSeconds('该知识库正被智能体「客服助手」「前台」使用，请先在这些智能体的角色配置中解除绑定，再删除知识库。')).toBeGreaterThan(3);
    expect(readingSeconds('x'.repeat(1000))).toBe(10);
  });
});
