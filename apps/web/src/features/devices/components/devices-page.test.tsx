import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { agentsEndpoints, devicesEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
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

const routes = [
  route(pubConfigEndpoints.getUserPubConfig, () => ({})),
  route(agentsEndpoints.getAgentList, () => [agentSummary]),
  route(devicesEndpoints.getDeviceBind, () => [device, unknownBoard], { agentId: 'a1' }),
  route(devicesEndpoints.getDeviceBoardTypes, () => [{ name: '面包板新版接线（WiFi）', key: 'bread-compact-wifi' }]),
];

let restore: () => void = () => undefined;
let fetchMock: ReturnType<typeof stubEndpoints>;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints(routes);
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

  it('asks for the firmware version as x.y.z when adding a device by MAC address, as the firmware upload does', async () => {
    restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
    await screen.findByText(/面包板新版接线（WiFi）/, {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByText(/手动添加/)[0]!.closest('button')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('固件版本'), { target: { value: 'v1.6' } });
    expect(await within(dialog).findByText('固件版本格式须为 x.y.z，例如 1.6.2')).toBeTruthy();
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
    // The editor stays open with the pasted text, so it can be shortened rather than typed again.
    expect(document.querySelector<HTMLTextAreaElement>('.ant-typography-edit-content textarea')?.value).toBe('备'.repeat(70));
  });

  it('keeps the remark editor open with the text and the server\'s reason when the save is refused', async () => {
    const saves: unknown[] = [];
    fetchMock = stubEndpoints([
      ...routes,
      route(devicesEndpoints.putDeviceUpdate, (_url, init) => {
        saves.push(JSON.parse(String(init.body)));
        return jsonResponse({ code: 400, msg: '「备注」含有无法保存的字符', data: null });
      }, { id: 'dev1' }),
    ]);
    restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
    await screen.findByText(/面包板新版接线（WiFi）/, {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByText('添加备注')[0]!);
    const box = await waitFor(() => {
      const found = document.querySelector<HTMLTextAreaElement>('.ant-typography-edit-content textarea');
      if (!found) throw new Error('no editor yet');
      return found;
    });
    fireEvent.change(box, { target: { value: '客厅的音箱' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    const reason = await screen.findByText('「备注」含有无法保存的字符');
    expect(reason.getAttribute('role')).toBe('alert');
    // Shown by the editor only, not as a toast as well.
    expect(screen.getAllByText('「备注」含有无法保存的字符')).toHaveLength(1);
    expect(saves).toEqual([{ alias: '客厅的音箱' }]);
    expect(document.querySelector<HTMLTextAreaElement>('.ant-typography-edit-content textarea')?.value).toBe('客厅的音箱');
    // Escape gives up: the editor closes and the remark is as it was.
    fireEvent.keyDown(document.querySelector('.ant-typography-edit-content textarea')!, { key: 'Escape', keyCode: 27 });
    fireEvent.keyUp(document.querySelector('.ant-typography-edit-content textarea')!, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('.ant-typography-edit-content')).toBeNull());
    expect(screen.queryByText('「备注」含有无法保存的字符')).toBeNull();
    expect(screen.getAllByText('添加备注').length).toBeGreaterThan(0);
  });
});
