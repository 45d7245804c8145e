import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { agentsEndpoints, deviceAssetsEndpoints, devicesEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { FakeXhr } from '../../../testing/fake-xhr.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { THEME_GENERATOR_URL } from './flash-theme-dialog.tsx';

const device = {
  id: 'a4:cf:12:34:56:78',
  agentId: 'a1',
  macAddress: 'a4:cf:12:34:56:78',
  board: 'bread-compact-wifi',
  deviceType: null,
  appVersion: '2.0.3',
  alias: '客厅',
  autoUpdate: 1,
  createDate: '2026-11-24 08:00:00',
  createDateTimestamp: '1795507200000',
  lastConnectedAtTimestamp: null,
};
const URL_OF_ASSETS = `http://localhost/xiaozhi/otaMag/assets/${'a'.repeat(32)}.bin`;

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
let online = true;
let flashAnswer: () => unknown = () => ({ url: URL_OF_ASSETS, answer: 'true', rebooted: true });

beforeEach(() => {
  online = true;
  flashAnswer = () => ({ url: URL_OF_ASSETS, answer: 'true', rebooted: true });
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(agentsEndpoints.getAgentList, () => [agentSummary]),
    route(devicesEndpoints.getDeviceBind, () => [device], { agentId: 'a1' }),
    route(devicesEndpoints.getDeviceBoardTypes, () => []),
    route(devicesEndpoints.getDevicePresence, () => ({ source: 'gateway', gatewayFailed: false, devices: [{ id: device.id, online, lastSeenAt: null }] }), { agentId: 'a1' }),
    route(deviceAssetsEndpoints.postV1DevicesFlashAssets, () => flashAnswer(), { deviceId: device.id }),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

async function openDialog() {
  restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
  fireEvent.click((await screen.findAllByText('刷主题', {}, { timeout: 5000 }))[0]!.closest('button')!);
  return screen.findByRole('dialog');
}

async function uploadTheme(dialog: HTMLElement, name = 'assets.bin') {
  fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File([new Uint8Array(4096)], name)] } });
  await within(dialog).findByText(`已选择 ${name}（0.00 MB）`);
  fireEvent.click(within(dialog).getByRole('button', { name: /刷入主题/ }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
  return FakeXhr.sent[0]!;
}

describe('flash a theme onto a device', { timeout: 20_000 }, () => {
  it('links the generator, uploads the file with progress, sends its URL to the device and shows the device’s answer', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('刷入主题：客厅')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /打开主题生成器/ }).getAttribute('href')).toBe(THEME_GENERATOR_URL);
    const xhr = await uploadTheme(dialog);
    expect([xhr.method, xhr.url]).toEqual(['POST', '/xiaozhi/otaMag/uploadAssetsBin']);
    xhr.progress(2048, 4096);
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    xhr.answer(200, { code: 0, msg: 'success', data: URL_OF_ASSETS });
    expect(await within(dialog).findByText('设备回复：true')).toBeTruthy();
    expect(within(dialog).getByText(/设备已收到主题并正在重启/)).toBeTruthy();
    expect(sentBody(fetchMock, deviceAssetsEndpoints.postV1DevicesFlashAssets, { deviceId: device.id })).toEqual({ url: URL_OF_ASSETS });
  });

  it('shows the server’s reason in the dialog: a file that is not an assets image, a device without the tool', async () => {
    online = false;
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/设备当前不在线/)).toBeTruthy();
    (await uploadTheme(dialog)).answer(200, { code: 400, msg: '这不是有效的 assets.bin 资源文件（checksum 0x1 instead of 0x2），请用主题生成器重新生成', data: null });
    expect(await within(dialog).findByText(/这不是有效的 assets\.bin 资源文件/)).toBeTruthy();
    expect(callsTo(fetchMock, deviceAssetsEndpoints.postV1DevicesFlashAssets, { deviceId: device.id })).toHaveLength(0);

    FakeXhr.sent = [];
    flashAnswer = () => jsonResponse({ code: 10194, msg: '设备 a4:cf:12:34:56:78 没有刷入主题的工具（self.assets.set_download_url），请先把固件升级到 2.0.0 或更高版本', data: null });
    fireEvent.click(within(dialog).getByRole('button', { name: /刷入主题/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(200, { code: 0, msg: 'success', data: URL_OF_ASSETS });
    expect(await within(dialog).findByText(/没有刷入主题的工具/)).toBeTruthy();
    // Trying again sends the file already uploaded: no second upload counts toward the day's limit.
    fireEvent.click(within(dialog).getByRole('button', { name: /刷入主题/ }));
    await waitFor(() => expect(callsTo(fetchMock, deviceAssetsEndpoints.postV1DevicesFlashAssets, { deviceId: device.id })).toHaveLength(2));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('refuses a file that is not .bin before uploading it', async () => {
    const dialog = await openDialog();
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'theme.zip')] } });
    expect(await within(dialog).findByText('只能上传 .bin 格式的资源文件')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /刷入主题/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
