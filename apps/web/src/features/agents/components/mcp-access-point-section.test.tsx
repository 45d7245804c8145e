import { fireEvent, screen, waitFor } from '@testing-library/react';
import { agentMcpAccessEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { McpAccessPointSection } from './mcp-access-point-section.tsx';

const ADDRESS = 'ws://10.0.0.5:8004/mcp_endpoint/mcp/?token=abc%2B%3D';
let tools: string[] = [];

afterEach(() => {
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('MCP access point section', () => {
  beforeEach(() => {
    useSessionStore.getState().setToken('tok');
    tools = [];
  });

  it('says what to configure when the access point is not set up, with the params link for an administrator', async () => {
    useSessionStore.getState().setUserInfo(adminUser);
    stubEndpoints([
      route(agentMcpAccessEndpoints.getAgentMcpAddress, () => jsonResponse({ code: 10201, msg: '未配置 MCP 接入点：请管理员在参数管理中设置 server.mcp_endpoint', data: null }), { agentId: 'a1' }),
    ]);
    renderWithProviders(<McpAccessPointSection agentId="a1" />);
    expect(await screen.findByText('尚未配置 MCP 接入点')).toBeTruthy();
    expect(screen.getByText(/server\.mcp_endpoint/, { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往参数管理设置 server.mcp_endpoint' }).getAttribute('href')).toBe('/params-management');
  });

  it('shows the address with a copy button and the connected tools, refreshed on demand', async () => {
    useSessionStore.getState().setUserInfo({ ...adminUser, superAdmin: 0 });
    const fetchMock = stubEndpoints([
      route(agentMcpAccessEndpoints.getAgentMcpAddress, () => ADDRESS, { agentId: 'a1' }),
      route(agentMcpAccessEndpoints.getAgentMcpTools, () => tools, { agentId: 'a1' }),
    ]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderWithProviders(<McpAccessPointSection agentId="a1" />);
    expect(((await screen.findByLabelText('MCP 接入点地址')) as HTMLInputElement).value).toBe(ADDRESS);
    expect(await screen.findByText('未连接：还没有工具连上这个地址')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
    tools = ['play_music', 'self.light.on'];
    fireEvent.click(screen.getByRole('button', { name: /刷新/ }));
    expect(await screen.findByText('已连接，2 个工具')).toBeTruthy();
    expect(screen.getByText('self.light.on')).toBeTruthy();
    expect(callsTo(fetchMock, agentMcpAccessEndpoints.getAgentMcpTools, { agentId: 'a1' })).toHaveLength(2);
  });
});
