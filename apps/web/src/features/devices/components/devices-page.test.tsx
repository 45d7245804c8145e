import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser, stubApi } from '../../../testing/api-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const device = {
  id: 'dev1',
  agentId: 'a1',
  macAddress: 'a4:cf:12:34:56:78',
  board: 'bread-compact-wifi',
  deviceType: null,
  appVersion: '1.6.2',
  alias: null,
  autoUpdate: 1,
  createDate: '2026-11-24 08:00:00',
  createDateTimestamp: '1795507200000',
  lastConnectedAtTimestamp: null,
};
const unknownBoard = { ...device, id: 'dev2', macAddress: 'a4:cf:12:34:56:79', board: 'my-own-board' };

let restore: () => void = () => undefined;
let fetchMock: ReturnType<typeof stubApi>;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubApi({
    '/user/pub-config': () => ({}),
    'GET /agent/list': () => [agentSummary],
    'GET /device/bind/a1': () => [device, unknownBoard],
    'GET /device/board-types': () => [{ name: '面包板新版接线（WiFi）', key: 'bread-compact-wifi' }],
  });
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('device list', { timeout: 20_000 }, () => {
  it('names a known board by its dictionary label and an unknown one by its code', async () => {
    restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
    // Phones show board and firmware on one line, desktops in their own column.
    expect(await screen.findByText(/面包板新版接线（WiFi）/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/my-own-board/)).toBeTruthy();
    expect(screen.queryByText(/bread-compact-wifi/)).toBeNull();
  });

  it('offers the board types when adding a device by MAC address', async () => {
    restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
    await screen.findByText(/面包板新版接线（WiFi）/, {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByText(/手动添加/)[0]!.closest('button')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('设备型号'), { target: { value: '面包板' } });
    expect(await screen.findByText('面包板新版接线（WiFi） (bread-compact-wifi)')).toBeTruthy();
  });

  it('refuses a pasted remark past 64 characters, naming the limit, instead of cutting it', async () => {
    restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
    await screen.findByText(/面包板新版接线（WiFi）/, {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByText('添加备注')[0]!);
    const box = await waitFor(() => {
      const found = document.querySelector<HTMLTextAreaElement>('.ant-typography-edit-content textarea');
      if (!found) throw new Error('no editor yet');
      return found;
    });
    fireEvent.change(box, { target: { value: '备'.repeat(70) } });
    expect(box.value).toHaveLength(70);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('最多 64 个字符，当前 70 个')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
