import { mcpProxyEndpoints, type McpProxyToken, mcpsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { weatherMcp } from '../../../testing/mcp-fixtures.ts';
import { renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

const token = (n: number): McpProxyToken => ({
  token: `xrobot_mcp_${n}`,
  wss_endpoint: `ws://localhost/v1/mcpproxy/connect?token=xrobot_mcp_${n}`,
  expires_at: '2026-07-01T08:00:00.000Z',
  created_at: '2026-06-01T08:00:00.000Z',
});

let issued = 0;
const stub = (extra: Routes = []) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(mcpsEndpoints.getV1Mcps, () => ({ mcps: [weatherMcp] })),
    route(mcpProxyEndpoints.getV1McpproxyToken, () => token(++issued)),
    route(mcpProxyEndpoints.deleteV1McpproxyToken, () => ({})),
    ...extra,
  ]);
};

beforeEach(() => {
  issued = 0;
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
  await screen.findByText('MCP 接入点', {}, { timeout: 5000 });
};
const endpointInput = () => screen.queryByLabelText<HTMLTextAreaElement>('MCP 接入点地址');

describe('MCP access point', { timeout: 20_000 }, () => {
  it('issues nothing until asked, then shows the wss endpoint once with its expiry and the role=server note', async () => {
    await open();
    expect(callsTo(fetchMock, mcpProxyEndpoints.getV1McpproxyToken)).toHaveLength(0);
    expect(endpointInput()).toBeNull();

    fireEvent.click(screen.getByText('签发令牌'));
    await waitFor(() => expect(endpointInput()?.value).toBe('ws://localhost/v1/mcpproxy/connect?token=xrobot_mcp_1'));
    expect(callsTo(fetchMock, mcpProxyEndpoints.getV1McpproxyToken)).toHaveLength(1);
    const issuedBox = screen.getByTestId('mcp-proxy-issued');
    expect(within(issuedBox).getByText(/仅显示这一次/)).toBeTruthy();
    expect(within(issuedBox).getByText(`有效期至 ${formatDateTime(new Date('2026-07-01T08:00:00.000Z'))}`)).toBeTruthy();
    expect(within(issuedBox).getByText(/role=server/)).toBeTruthy();

    // A second press issues a fresh token (the server cannot hand an earlier one back) and shows that one.
    fireEvent.click(screen.getByText('再签发一个'));
    await waitFor(() => expect(endpointInput()?.value).toBe('ws://localhost/v1/mcpproxy/connect?token=xrobot_mcp_2'));
    expect(callsTo(fetchMock, mcpProxyEndpoints.getV1McpproxyToken)).toHaveLength(2);
  });

  it('copies the full endpoint with the token', async () => {
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = document.querySelector<HTMLTextAreaElement>('textarea[readonly]')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(document, 'execCommand'));
    await open();
    fireEvent.click(screen.getByText('签发令牌'));
    const box = await screen.findByTestId('mcp-proxy-issued');
    fireEvent.click(within(box).getByRole('button', { name: /复\s*制/ }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(copied).toBe('ws://localhost/v1/mcpproxy/connect?token=xrobot_mcp_1');
  });

  it('revokes all tokens after a confirm and forgets the shown endpoint', async () => {
    await open();
    fireEvent.click(screen.getByText('签发令牌'));
    await screen.findByTestId('mcp-proxy-issued');

    fireEvent.click(screen.getByText('全部撤销'));
    expect(await screen.findByText('撤销全部接入令牌？')).toBeTruthy();
    expect(callsTo(fetchMock, mcpProxyEndpoints.deleteV1McpproxyToken)).toHaveLength(0);
    fireEvent.click(await screen.findByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, mcpProxyEndpoints.deleteV1McpproxyToken)).toHaveLength(1));
    expect(await screen.findByText('已撤销全部接入令牌')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('mcp-proxy-issued')).toBeNull());
  });

  it("shows the server's msg when a token cannot be issued", async () => {
    stub([route(mcpProxyEndpoints.getV1McpproxyToken, () => jsonResponse({ code: 500, msg: '服务器繁忙', data: null }))]);
    await open();
    fireEvent.click(screen.getByText('签发令牌'));
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(callsTo(fetchMock, mcpProxyEndpoints.getV1McpproxyToken)).toHaveLength(1);
    expect(screen.queryByTestId('mcp-proxy-issued')).toBeNull();
  });
});
