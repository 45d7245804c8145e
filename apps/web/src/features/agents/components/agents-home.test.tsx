import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser, stubApi } from '../../../testing/api-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

let fetchMock: ReturnType<typeof stubApi>;
let restore: () => void = () => undefined;
let agents = [agentSummary];
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(`/xiaozhi${path}`));

beforeEach(() => {
  agents = [agentSummary];
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubApi({
    '/user/pub-config': () => ({}),
    'GET /agent/list': () => agents,
    'DELETE /agent/a1': () => {
      agents = [];
      return null;
    },
    'POST /agent': () => {
      agents = [{ ...agentSummary, id: 'a2', agentName: '厨房助手', deviceCount: 0 }, ...agents];
      return 'a2';
    },
  });
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = (path: string) => {
  restore = renderRoute(path).restoreNavigator;
};

describe('home', () => {
  it('shows the agents from the API as cards', async () => {
    open('/home');
    // The first render imports the lazy screens.
    expect(await screen.findByText('小智助手', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('智谱AI')).toBeTruthy();
    expect(screen.getByText('Edge语音合成 · 晓晓')).toBeTruthy();
    expect(screen.getByText('设备 (2)')).toBeTruthy();
    expect(screen.getByText('暂无对话')).toBeTruthy();
    expect(String(calls('GET', '/agent/list')[0]?.[0])).toBe('/xiaozhi/agent/list?keyword=&searchType=name');
  });

  it('creates an agent by name and reloads the list', async () => {
    open('/home');
    await screen.findByText('小智助手');
    fireEvent.click(screen.getByText('新建智能体').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('智能体名称'), { target: { value: '  厨房助手 ' } });
    fireEvent.click(within(dialog).getByText(/^创\s*建$/).closest('button')!);
    await waitFor(() => expect(calls('POST', '/agent')).toHaveLength(1));
    expect(calls('POST', '/agent')[0]?.[1]?.body).toBe('{"agentName":"厨房助手"}');
    expect(await screen.findByText('厨房助手')).toBeTruthy();
  });

  it('deletes an agent only once its name is typed, saying what goes with it', async () => {
    open('/home');
    await screen.findByText('小智助手');
    fireEvent.click(screen.getByRole('button', { name: '删除智能体 小智助手' }));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(within(dialog).getByText(/已绑定的 2 台设备将被解绑/)).toBeTruthy();
    const remove = () => within(dialog).getByText(/^删\s*除$/).closest('button')!;
    expect(remove().disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('智能体名称'), { target: { value: '小智' } });
    expect(remove().disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('智能体名称'), { target: { value: '小智助手' } });
    await waitFor(() => expect(remove().disabled).toBe(false));
    fireEvent.click(remove());
    await waitFor(() => expect(calls('DELETE', '/agent/a1')).toHaveLength(1));
  });

  it('explains what an agent is when there is none yet', async () => {
    agents = [];
    open('/home');
    expect(await screen.findByText('还没有智能体')).toBeTruthy();
    expect(screen.getByText('绑定设备')).toBeTruthy();
  });

  it('searches by device MAC when the text looks like one', async () => {
    open('/home?keyword=A4-CF-12');
    await screen.findByText('小智助手');
    expect(String(calls('GET', '/agent/list')[0]?.[0])).toBe('/xiaozhi/agent/list?keyword=a4%3Acf%3A12&searchType=mac');
  });
});
