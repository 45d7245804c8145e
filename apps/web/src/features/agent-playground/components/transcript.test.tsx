import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { applyEvent, newTurn } from '../utils/transcript.ts';
import { Transcript } from './transcript.tsx';

describe('playground transcript', () => {
  it('shows the streamed answer, the tool call with its arguments, result and time, and why Play cannot speak', async () => {
    stubEndpoints([]);
    let turn = newTurn('t1', '多久可以退货？');
    for (const event of [
      { type: 'toolStart', id: 'c1', name: 'search_from_ragflow', arguments: '{"question":"退货"}' },
      { type: 'toolEnd', id: 'c1', name: 'search_from_ragflow', ok: true, result: '[1] 七天内可以无理由退货', ms: 12 },
      { type: 'token', text: '七天' },
      { type: 'token', text: '内。' },
      { type: 'done', reply: '七天内。', saved: true },
    ] as const) turn = applyEvent(turn, event);
    renderWithProviders(<Transcript agentId="a1" turns={[turn]} tts={{ type: 'edge', playable: false }} />);
    expect(await screen.findByText('七天内。')).toBeTruthy();
    expect(screen.getByText('search_from_ragflow')).toBeTruthy();
    expect(screen.getByText('{"question":"退货"}')).toBeTruthy();
    expect(screen.getByText('12 毫秒')).toBeTruthy();
    expect(screen.getByText('已存入聊天记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '朗读' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the provider’s words when the model refused, with the way to the model settings', async () => {
    stubEndpoints([]);
    const turn = applyEvent(applyEvent(newTurn('t1', '你好'), { type: 'error', kind: 'httpError', status: 401, detail: 'Incorrect API key provided', modelId: 'LLM_X' }), { type: 'done', reply: '', saved: false });
    renderWithProviders(<Transcript agentId="a1" turns={[turn]} tts={{ type: 'openai', playable: true }} />);
    expect(await screen.findByText('模型接口返回错误 401：Incorrect API key provided')).toBeTruthy();
    expect(screen.getByText('查看模型设置 LLM_X')).toBeTruthy();
  });
});
