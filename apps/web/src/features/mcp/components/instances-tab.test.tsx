import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mcpsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { weatherMcp, weatherTool } from '../../../testing/mcp-fixtures.ts';
import { renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
const failure = (code: number, msg: string) => jsonResponse({ code, msg, data: null });

const stub = (extra: Routes = []) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(mcpsEndpoints.getV1Mcps, () => ({ mcps: [weatherMcp] })),
    route(mcpsEndpoints.putV1Mcps, () => weatherMcp, { id: 'm1' }),
    route(mcpsEndpoints.getV1McpsTools, () => ({ mcp_id: 'm1', tools: [weatherTool] }), { id: 'm1' }),
    ...extra,
  ]);
};

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  stub();
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async () => {
  restore = renderRoute('/mcp-my').restoreNavigator;
  await screen.findByText('我的天气', {}, { timeout: 5000 });
};

/** Opens the Tools drawer and the try form of get_weather. */
async function openTryForm() {
  await open();
  fireEvent.click(screen.getByText(/^工\s*具$/));
  fireEvent.click(await screen.findByText('get_weather'));
  return screen.findByRole('form', { name: '试用 get_weather' });
}

describe('my MCPs', { timeout: 20_000 }, () => {
  it('names its market server under the name, and never the same name twice', async () => {
    await open();
    expect(screen.getByText('天气服务')).toBeTruthy();
    restore();
    cleanup();
    stub([route(mcpsEndpoints.getV1Mcps, () => ({ mcps: [{ ...weatherMcp, name: '天气服务' }, { ...weatherMcp, id: 'm2', name: '我的自建', server_name: null }] }))]);
    restore = renderRoute('/mcp-my').restoreNavigator;
    await screen.findByText('来自 MCP 市场', {}, { timeout: 5000 });
    expect(screen.getAllByText('天气服务')).toHaveLength(1);
    expect(screen.getByText('自定义')).toBeTruthy();
  });

  it('says once, with the server\'s msg, that an MCP an agent uses cannot be deleted (613)', async () => {
    stub([route(mcpsEndpoints.deleteV1Mcps, () => failure(613, '该 MCP 正被智能体使用，无法删除'), { id: 'm1' })]);
    await open();
    fireEvent.click(screen.getByText(/^删\s*除$/));
    fireEvent.click(await screen.findByText(/^确\s*定$/));
    expect(await screen.findByText('该 MCP 正被智能体使用，无法删除')).toBeTruthy();
    expect(screen.getAllByText('该 MCP 正被智能体使用，无法删除')).toHaveLength(1);
  });

  it('saves an edit with the masked secrets sent back untouched', async () => {
    await open();
    fireEvent.click(screen.getByText(/^编\s*辑$/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Authorization').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('City key').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('Region').getAttribute('type')).toBe('text');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '天气 2' } });
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'sh' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, mcpsEndpoints.putV1Mcps, { id: 'm1' })).toHaveLength(1));
    expect(sentBody(fetchMock, mcpsEndpoints.putV1Mcps, { id: 'm1' })).toEqual({
      name: '天气 2',
      desc: '家里用的天气',
      logo_url: '',
      config: {
        type: 'sse',
        sse: { type: 0, url: 'https://mcp.example.com/sse', params: { city_key: 'abcd****wxyz', region: 'sh' }, header: { Authorization: 'Bear****xyz1', 'X-Trace': '1' } },
      },
    });
  });

  it("generates the try form from the tool's input schema (a required number included) and shows a JSON result pretty-printed", async () => {
    stub([route(mcpsEndpoints.postV1McpsToolcall, () => ({ content: [{ type: 'text', text: '{"temp":21,"sky":"clear"}' }], isError: false, truncated: false }), { id: 'm1' })]);
    const form = await openTryForm();
    expect(screen.getByText('Current weather for a city')).toBeTruthy();
    expect(within(form).getByText('City name')).toBeTruthy();
    expect(within(form).getByRole('switch')).toBeTruthy();
    expect(within(form).getByRole('spinbutton', { name: /^Days/ })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: /^Unit/ })).toBeTruthy();

    fireEvent.click(within(form).getByText(/^试\s*用$/));
    await waitFor(() => expect(within(form).getAllByText('此项必填')).toHaveLength(2));
    expect(callsTo(fetchMock, mcpsEndpoints.postV1McpsToolcall, { id: 'm1' })).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('City'), { target: { value: '杭州' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Days/ }), { target: { value: '2' } });
    fireEvent.click(within(form).getByText(/^试\s*用$/));
    const result = await screen.findByTestId('mcp-tool-result');
    expect(sentBody(fetchMock, mcpsEndpoints.postV1McpsToolcall, { id: 'm1' })).toEqual({ name: 'get_weather', arguments: { city: '杭州', days: 2, metric: false } });
    expect(result.getAttribute('data-error')).toBe('false');
    expect(result.querySelector('pre')?.textContent).toBe('{\n  "temp": 21,\n  "sky": "clear"\n}');
  });

  it('sets a tool-side error apart', async () => {
    stub([route(mcpsEndpoints.postV1McpsToolcall, () => ({ content: [{ type: 'text', text: 'city not found' }], isError: true, truncated: false }), { id: 'm1' })]);
    const form = await openTryForm();
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Atlantis' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Days/ }), { target: { value: '1' } });
    fireEvent.click(within(form).getByText(/^试\s*用$/));
    const result = await screen.findByTestId('mcp-tool-result');
    expect(result.getAttribute('data-error')).toBe('true');
    expect(within(result).getByText('工具返回了错误')).toBeTruthy();
    expect(within(result).getByText('city not found')).toBeTruthy();
  });

  it("shows the server's msg when tools cannot be fetched", async () => {
    stub([route(mcpsEndpoints.getV1McpsTools, () => failure(502, '获取工具列表失败，请检查 URL 和鉴权配置'), { id: 'm1' })]);
    await open();
    fireEvent.click(screen.getByText(/^工\s*具$/));
    expect(await screen.findByText('获取工具列表失败，请检查 URL 和鉴权配置')).toBeTruthy();
  });

  it("says 'tool call failed' when a call fails without a msg", async () => {
    stub([route(mcpsEndpoints.postV1McpsToolcall, () => failure(502, ''), { id: 'm1' })]);
    const form = await openTryForm();
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: '杭州' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Days/ }), { target: { value: '1' } });
    fireEvent.click(within(form).getByText(/^试\s*用$/));
    expect(await screen.findByText('工具调用失败')).toBeTruthy();
  });
});
