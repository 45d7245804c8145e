import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chatHistoryEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ChatHistoryDialog } from './chat-history-dialog.tsx';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';

const mac = 'a4:cf:12:34:56:78';
const messages = [
  { createdAt: '2026-05-01 10:00:00', chatType: 1, content: '今天天气怎么样？', audioId: 'aud-1', macAddress: mac },
  { createdAt: '2026-05-01 10:00:02', chatType: 3, content: '[{"type":"tool","text":"get_weather(city=上海)"}]', audioId: null, macAddress: mac },
  { createdAt: '2026-05-01 10:00:03', chatType: 2, content: '<b>上海今天晴</b>，最高 25 度。', audioId: null, macAddress: mac },
];
let fetchMock: ReturnType<typeof stubEndpoints>;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  fetchMock = stubEndpoints([
    route(chatHistoryEndpoints.getAgentSessions, () => ({
      total: 2,
      list: [
        { sessionId: 's-1', createdAt: '2026-05-01 10:00:03', chatCount: 3, title: null, source: 'device' },
        { sessionId: 's-2', createdAt: '2026-04-30 09:00:00', chatCount: 5, title: '上海的天气和出行', source: 'playground' },
      ],
    }), { id: 'a1' }),
    route(chatHistoryEndpoints.getAgentChatHistory, () => messages, { id: 'a1', sessionId: 's-1' }),
    route(chatHistoryEndpoints.postAgentAudio, () => 'play-1', { audioId: 'aud-1' }),
    route(chatHistoryEndpoints.getAgentPlay, () => new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }), { uuid: 'play-1' }),
  ]);
});

afterEach(() => {
  useSessionStore.getState().clearAuth();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openSession() {
  renderWithProviders(<ChatHistoryDialog agent={{ id: 'a1', agentName: '小智助手' }} onClose={() => undefined} />);
  fireEvent.click(await screen.findByText('3 条消息', {}, { timeout: 5000 }));
  return screen.findByText('今天天气怎么样？');
}

describe('chat history', { timeout: 20_000 }, () => {
  it('lists the sessions 20 at a time', async () => {
    await openSession();
    expect(String(callsTo(fetchMock, chatHistoryEndpoints.getAgentSessions, { id: 'a1' })[0]?.[0])).toBe('/xiaozhi/agent/a1/sessions?page=1&limit=20');
  });

  it('shows a session’s title when it has one, its time otherwise', async () => {
    renderWithProviders(<ChatHistoryDialog agent={{ id: 'a1', agentName: '小智助手' }} onClose={() => undefined} />);
    await screen.findByText('5 条消息', {}, { timeout: 5000 });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[1]!.textContent).toContain('上海的天气和出行');
    expect(options[1]!.textContent).toContain('5 条消息');
    expect(options[1]!.querySelector('[data-session-title]')?.textContent).toBe('上海的天气和出行');
    // Without a title the first line is the session's time, as before.
    expect(options[0]!.querySelector('[data-session-title]')).toBeNull();
    expect(options[0]!.textContent).not.toContain('上海的天气和出行');
    expect(options[0]!.textContent).toContain('3 条消息');
  });

  it('shows user, tool and agent messages in order, as text', async () => {
    await openSession();
    const roles = [...document.querySelectorAll('[data-chat-role]')].map((node) => node.getAttribute('data-chat-role'));
    expect(roles).toEqual(['user', 'tool', 'agent']);
    expect(screen.getByText('get_weather(city=上海)')).toBeTruthy();
    // Markup in a message is shown, not interpreted.
    expect(screen.getByText('<b>上海今天晴</b>，最高 25 度。')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('设备 a4:cf:**:**:56:78')).toBeTruthy();
  });

  it('asks for a one-time play id, then plays that id', async () => {
    await openSession();
    fireEvent.click(screen.getByLabelText('播放语音'));
    await waitFor(() => expect(callsTo(fetchMock, chatHistoryEndpoints.getAgentPlay, { uuid: 'play-1' })).toHaveLength(1));
    expect(callsTo(fetchMock, chatHistoryEndpoints.postAgentAudio, { audioId: 'aud-1' })).toHaveLength(1);
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    expect(await screen.findByLabelText('停止播放')).toBeTruthy();
  });
});
