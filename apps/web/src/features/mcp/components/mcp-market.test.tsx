import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mcpsEndpoints, mcpStoreEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { translateServer, weatherMcp, weatherServer } from '../../../testing/mcp-fixtures.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(mcpStoreEndpoints.getV1McpStorePublicServers, () => ({ servers: [weatherServer, translateServer] })),
    route(mcpStoreEndpoints.getV1McpStoreServers, () => ({ servers: [] })),
    route(mcpsEndpoints.getV1Mcps, () => ({ mcps: [weatherMcp] })),
    route(mcpsEndpoints.postV1Mcps, () => weatherMcp),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
  delete (window as { __pwned?: unknown }).__pwned;
});

const open = (path: string) => {
  const rendered = renderRoute(path);
  restore = rendered.restoreNavigator;
  return rendered.router;
};
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const dialog = () => screen.getByRole('dialog');

describe('MCP screen', { timeout: 20_000 }, () => {
  it('shows the tab the route names and navigates when another tab is picked', async () => {
    const router = open('/mcp-my');
    await screen.findByText('我的天气', {}, { timeout: 5000 });
    expect(activeTab()).toBe('我的 MCP');
    expect(callsTo(fetchMock, mcpStoreEndpoints.getV1McpStorePublicServers)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'MCP 市场' }));
    await waitFor(() => expect(activeTab()).toBe('MCP 市场'));
    expect(locationOf(router)).toBe('/mcp-market');
    expect(await screen.findByText('翻译助手')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '自定义 MCP' }));
    await waitFor(() => expect(locationOf(router)).toBe('/mcp-custom'));
    expect(await screen.findByText('还没有自定义 MCP 服务')).toBeTruthy();
  });

  it('filters the market by search text and by tag', async () => {
    open('/mcp-market');
    await screen.findByText('天气服务', {}, { timeout: 5000 });
    expect(screen.getByText('翻译助手')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('搜索名称、描述或标签'), { target: { value: '翻译' } });
    await waitFor(() => expect(screen.queryByText('天气服务')).toBeNull());
    expect(screen.getByText('翻译助手')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('搜索名称、描述或标签'), { target: { value: '' } });
    await screen.findByText('天气服务');
    fireEvent.mouseDown(screen.getByLabelText('标签'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === 'weather');
      if (!found) throw new Error('no tag option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(screen.queryByText('翻译助手')).toBeNull());
    expect(screen.getByText('天气服务')).toBeTruthy();
  });

  it('renders the rich content without its script, handler or javascript: link', async () => {
    open('/mcp-market');
    fireEvent.click((await screen.findAllByText(/^详\s*情$/, {}, { timeout: 5000 }))[0]!);
    expect(await screen.findByText('使用说明')).toBeTruthy();
    const content = screen.getByTestId('mcp-rich-content');
    expect(content.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('subscribes with a form generated from the config schema: required params, masked keys, required headers', async () => {
    open('/mcp-market');
    const card = (await screen.findByText('天气服务', {}, { timeout: 5000 })).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByText(/^订\s*阅$/));
    await screen.findByText('订阅 天气服务');

    const cityKey = within(dialog()).getByLabelText('City key');
    expect(cityKey.getAttribute('type')).toBe('password');
    expect(within(dialog()).getByLabelText('Region').getAttribute('type')).toBe('text');
    expect(within(dialog()).getByText('地区，例如 hz')).toBeTruthy();
    expect(within(dialog()).getByLabelText('Authorization').getAttribute('type')).toBe('password');
    // Only the header the subscriber must re-enter is asked for; X-Trace keeps the server's value.
    expect(within(dialog()).queryByLabelText('X-Trace')).toBeNull();

    fireEvent.click(within(dialog()).getByText(/^订\s*阅$/));
    await waitFor(() => expect(within(dialog()).getAllByText('此项必填')).toHaveLength(3));
    expect(callsTo(fetchMock, mcpsEndpoints.postV1Mcps)).toHaveLength(0);

    fireEvent.change(cityKey, { target: { value: 'ck-123' } });
    fireEvent.change(within(dialog()).getByLabelText('Region'), { target: { value: 'hz' } });
    fireEvent.change(within(dialog()).getByLabelText('Authorization'), { target: { value: 'Bearer t0ken' } });
    fireEvent.click(within(dialog()).getByText(/^订\s*阅$/));
    await waitFor(() => expect(callsTo(fetchMock, mcpsEndpoints.postV1Mcps)).toHaveLength(1));
    expect(sentBody(fetchMock, mcpsEndpoints.postV1Mcps)).toEqual({
      mcp_id: 's1',
      name: '天气服务',
      desc: '查询城市天气',
      logo_url: '',
      config: { type: 'sse', sse: { type: 0, url: 'https://mcp.example.com/sse', params: { city_key: 'ck-123', region: 'hz' }, header: { Authorization: 'Bearer t0ken' } } },
    });
  });

  it('shows why a subscription was refused', async () => {
    fetchMock = stubEndpoints([
      route(pubConfigEndpoints.getUserPubConfig, () => ({})),
      route(mcpStoreEndpoints.getV1McpStorePublicServers, () => ({ servers: [translateServer] })),
      route(mcpsEndpoints.postV1Mcps, () => new Response(JSON.stringify({ code: 614, msg: '已存在同名的 MCP', data: null }), { headers: { 'content-type': 'application/json' } })),
    ]);
    open('/mcp-market');
    fireEvent.click(await screen.findByText(/^订\s*阅$/, {}, { timeout: 5000 }));
    expect(await screen.findByText('该服务无需填写任何配置。')).toBeTruthy();
    fireEvent.click(within(dialog()).getByText(/^订\s*阅$/));
    expect(await within(dialog()).findByText('已存在同名的 MCP')).toBeTruthy();
  });
});
