import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mcpStoreEndpoints, pubConfigEndpoints, type UserInfo } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { weatherServer } from '../../../testing/mcp-fixtures.ts';
import { confirmDialog } from '../../../testing/confirm-dialog.ts';
import { renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
const failure = (code: number, msg: string) => jsonResponse({ code, msg, data: null });
const normalUser = { ...adminUser, id: '2', superAdmin: 0 as const };
const mine = { ...weatherServer, id: 'p1', is_private: true, status: 'unpublished' as const, name: '我的私有服务', editable: true, subscriptions: 2 };

const stub = (extra: Routes = []) => {
  fetchMock = stubEndpoints([route(pubConfigEndpoints.getUserPubConfig, () => ({})), route(mcpStoreEndpoints.getV1McpStoreServers, () => ({ servers: [mine] })), ...extra]);
};

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (user: UserInfo = normalUser) => {
  useSessionStore.getState().setUserInfo(user);
  restore = renderRoute('/mcp-custom').restoreNavigator;
  await screen.findByText('我的私有服务', {}, { timeout: 5000 });
};

async function fillNewServer(name: string) {
  // The last dialog: a confirmation closed just before may still be fading out.
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText('服务地址'), { target: { value: 'https://mcp.example.com/mcp' } });
  return dialog;
}

describe('custom MCP servers', { timeout: 20_000 }, () => {
  it('creates a private server for a normal user and says when the name is taken (614)', async () => {
    stub([route(mcpStoreEndpoints.postV1McpStoreServers, () => failure(614, '已存在同名的 MCP 服务'))]);
    await open();
    expect(screen.queryByText(/^发\s*布$/)).toBeNull();
    fireEvent.click(screen.getByText('创建服务'));
    const dialog = await fillNewServer('我的私有服务');
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    expect(await within(dialog).findByText('已存在同名的 MCP 服务')).toBeTruthy();
    const body = sentBody(fetchMock, mcpStoreEndpoints.postV1McpStoreServers) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: '我的私有服务',
      is_private: true,
      config_schema: { types: ['sse'], sse: { type: 0, url: 'https://mcp.example.com/mcp', shared_key: false, params: {}, header: {}, reset_header_default_value: [] } },
    });
  });

  it('subscribes to an own private server from here, since the market lists only public ones', async () => {
    stub();
    await open();
    fireEvent.click(screen.getByText(/^订\s*阅$/));
    expect(await screen.findByText('订阅 我的私有服务')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByLabelText('Authorization')).toBeTruthy();
  });

  it('checks the config JSON before sending', async () => {
    stub();
    await open();
    fireEvent.click(screen.getByText('创建服务'));
    const dialog = await fillNewServer('新服务');
    const config = within(dialog).getByLabelText('订阅配置（JSON）');
    fireEvent.change(config, { target: { value: '{ not json' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    expect(await within(dialog).findByText('不是有效的 JSON 对象')).toBeTruthy();
    fireEvent.change(config, { target: { value: '{"type": 5}' } });
    expect(await within(dialog).findByText(/^配置不符合要求：sse\.type/)).toBeTruthy();
    expect(callsTo(fetchMock, mcpStoreEndpoints.postV1McpStoreServers)).toHaveLength(0);
  });

  it('shows that a server others subscribed to cannot be deleted (613)', async () => {
    stub([route(mcpStoreEndpoints.deleteV1McpStoreServers, () => failure(613, '该 MCP 服务已有用户订阅，无法删除'), { id: 'p1' })]);
    await open();
    fireEvent.click(screen.getByText(/^删\s*除$/));
    fireEvent.click(await screen.findByText(/^确\s*定$/));
    expect(await screen.findByText('该 MCP 服务已有用户订阅，无法删除')).toBeTruthy();
  });

  it('lets the super-admin create public servers and publish them', async () => {
    const draft = { ...mine, id: 'pub1', is_private: false, name: '公开草稿' };
    stub([
      route(mcpStoreEndpoints.getV1McpStoreServers, () => ({ servers: [mine, draft] })),
      route(mcpStoreEndpoints.postV1McpStorePublicServers, () => draft),
      route(mcpStoreEndpoints.putV1McpStoreServersPublish, () => ({}), { id: 'pub1' }),
    ]);
    await open(adminUser);
    const card = screen.getByText('公开草稿').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByText(/^发\s*布$/));
    expect(callsTo(fetchMock, mcpStoreEndpoints.putV1McpStoreServersPublish, { id: 'pub1' })).toHaveLength(0);
    await confirmDialog('发布“公开草稿”到 MCP 市场？');
    await waitFor(() => expect(callsTo(fetchMock, mcpStoreEndpoints.putV1McpStoreServersPublish, { id: 'pub1' })).toHaveLength(1));

    fireEvent.click(screen.getByText('创建公开服务'));
    const dialog = await fillNewServer('公开服务');
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, mcpStoreEndpoints.postV1McpStorePublicServers)).toHaveLength(1));
    expect(sentBody(fetchMock, mcpStoreEndpoints.postV1McpStorePublicServers)).toMatchObject({ name: '公开服务', is_private: false });
  });
});
