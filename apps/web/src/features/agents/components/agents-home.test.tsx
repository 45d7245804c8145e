import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AgentOverview, agentsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

/** 30 days ending 2026-11-25: a conversation on the first day, two today. */
const busyOverview = (): AgentOverview => ({
  agentCount: 4,
  deviceCount: 3,
  onlineDeviceCount: 1,
  conversationsPerDay: Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
    sessions: index === 0 ? 1 : index === 29 ? 2 : 0,
    messages: index === 0 ? 3 : index === 29 ? 7 : 0,
  })),
});

let fetchMock: ReturnType<typeof stubEndpoints>;
let overview = busyOverview();
let restore: () => void = () => undefined;
let agents = [agentSummary];
let pubConfig: Record<string, unknown> = {};

beforeEach(() => {
  agents = [agentSummary];
  pubConfig = {};
  overview = busyOverview();
  vi.clearAllMocks();
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => pubConfig),
    route(agentsEndpoints.getAgentList, () => agents),
    route(agentsEndpoints.getAgentOverview, () => overview),
    route(agentsEndpoints.getAgentTagList, () => [{ id: 't1', tagName: '儿童' }, { id: 't2', tagName: '厨房' }]),
    route(agentsEndpoints.deleteAgent, () => {
      agents = [];
      return null;
    }, { id: 'a1' }),
    route(agentsEndpoints.postAgent, () => {
      agents = [{ ...agentSummary, id: 'a2', agentName: '厨房助手', deviceCount: 0 }, ...agents];
      return 'a2';
    }),
  ]);
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
    expect(screen.getByText('设备最近上线')).toBeTruthy();
    expect(screen.getByText('暂无设备上线')).toBeTruthy();
    expect(String(callsTo(fetchMock, agentsEndpoints.getAgentList)[0]?.[0])).toBe('/xiaozhi/agent/list?keyword=&searchType=name');
  });

  it('sums up the account above the cards: counts from the server, and its 30 days drawn by the lazy chart', async () => {
    open('/home');
    const section = await screen.findByRole('region', { name: '概览' }, { timeout: 5000 });
    const stat = (title: string) => within(section).getByText(title).closest('.ant-card')!.textContent;
    await waitFor(() => expect(stat('智能体')).toBe('智能体4'));
    expect(stat('设备')).toBe('设备3');
    expect(stat('在线设备')).toBe('在线设备1/ 3近 10 分钟内有通信');
    expect(stat('近 30 天对话')).toBe('近 30 天对话3共 10 条消息');

    const chart = await within(section).findByRole('img', { name: '近 30 天共 3 次对话、10 条消息' }, { timeout: 5000 });
    expect(chart.tagName).toBe('svg');
    expect(within(section).getByText('对话', { selector: 'span' })).toBeTruthy();
    expect(within(section).getByText('消息', { selector: 'span' })).toBeTruthy();
    expect(chart.querySelectorAll('rect[rx]')).toHaveLength(2);
    expect([...chart.querySelectorAll('text')].some((label) => label.textContent === '11-25')).toBe(true);
  });

  it('says so instead of loading the chart when the last 30 days had no conversation', async () => {
    overview = { ...busyOverview(), conversationsPerDay: busyOverview().conversationsPerDay.map((day) => ({ ...day, sessions: 0, messages: 0 })) };
    open('/home');
    expect(await screen.findByText('近 30 天没有对话', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /近 30 天共/ })).toBeNull();
  });

  it('creates an agent by name and reloads the list', async () => {
    open('/home');
    await screen.findByText('小智助手');
    fireEvent.click(screen.getByText('新建智能体').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('智能体名称'), { target: { value: '  厨房助手 ' } });
    fireEvent.click(within(dialog).getByText(/^创\s*建$/).closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.postAgent)).toHaveLength(1));
    expect(callsTo(fetchMock, agentsEndpoints.postAgent)[0]?.[1]?.body).toBe('{"agentName":"厨房助手"}');
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
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.deleteAgent, { id: 'a1' })).toHaveLength(1));
  });

  it('explains what an agent is when there is none yet', async () => {
    agents = [];
    open('/home');
    expect(await screen.findByText('还没有智能体')).toBeTruthy();
    expect(screen.getByText('绑定设备')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '概览' })).toBeNull();
  });

  it('searches by device MAC when the text looks like one', async () => {
    open('/home?keyword=A4-CF-12');
    await screen.findByText('小智助手');
    expect(String(callsTo(fetchMock, agentsEndpoints.getAgentList)[0]?.[0])).toBe('/xiaozhi/agent/list?keyword=a4%3Acf%3A12&searchType=mac');
  });

  it('shows each agent’s tags and filters the cards by a tag, keeping it in the URL', async () => {
    agents = [
      { ...agentSummary, tags: [{ id: 't1', tagName: '儿童' }] },
      { ...agentSummary, id: 'a2', agentName: '厨房助手', tags: [{ id: 't2', tagName: '厨房' }] },
    ];
    const rendered = renderRoute('/home');
    restore = rendered.restoreNavigator;
    await screen.findByText('厨房助手', {}, { timeout: 5000 });
    const filter = await screen.findByRole('group', { name: '标签' });
    fireEvent.click(within(filter).getByText('儿童'));
    await waitFor(() => expect(screen.queryByText('厨房助手')).toBeNull());
    expect(screen.getByText('小智助手')).toBeTruthy();
    expect(locationOf(rendered.router)).toBe(`/home?tag=${encodeURIComponent('儿童')}`);
    fireEvent.click(within(filter).getByText('全部'));
    expect(await screen.findByText('厨房助手')).toBeTruthy();
  }, 20_000);

  it('offers the agent’s voiceprints on the card only while feature voiceprintRecognition is on', async () => {
    const rendered = renderRoute('/home');
    restore = rendered.restoreNavigator;
    expect(await screen.findByText('小智助手', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /声纹/ })).toBeNull();
    const systemWebMenu = { features: { voiceprintRecognition: { enabled: true } } };
    pubConfig = { systemWebMenu };
    act(() => useSessionStore.getState().setPubConfig({ ...useSessionStore.getState().pubConfig, systemWebMenu }));
    const button = await screen.findByRole('button', { name: /声纹/ });
    fireEvent.click(button);
    await waitFor(() => expect(locationOf(rendered.router)).toBe('/voiceprint-list?agentId=a1'));
  });
});
