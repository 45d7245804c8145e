import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Firmware } from '@vox/contracts';
import { dictsEndpoints, firmwareEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { FakeXhr } from '../../../testing/fake-xhr.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

const row: Firmware = {
  id: 'f1',
  firmwareName: '面包板固件',
  type: 'bread-compact-wifi',
  version: '1.9.3',
  size: 5 * 1024 * 1024 + 300 * 1024,
  md5: '0123456789abcdef0123456789abcdef',
  remark: '修复音频',
  firmwarePath: '0123456789abcdef0123456789abcdef.bin',
  sort: 0,
  createDate: '2026-01-02 03:04:05',
  updateDate: '2026-01-02 03:04:05',
};
const boards = [
  { name: '面包板新版接线（WiFi）', key: 'bread-compact-wifi' },
  { name: 'ESP32-S3-BOX3', key: 'esp-box-3' },
];

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(firmwareEndpoints.getOtaMag, () => ({ total: 1, list: [row] })),
    route(dictsEndpoints.getAdminDictDataType, () => boards, { dictType: 'FIRMWARE_TYPE' }),
    route(firmwareEndpoints.postOtaMag, () => null),
    route(firmwareEndpoints.putOtaMag, () => jsonResponse({ code: 500, msg: '', data: null }), { id: 'f1' }),
    route(firmwareEndpoints.deleteOtaMag, () => null, { id: 'f1' }),
    route(firmwareEndpoints.getOtaMagGetDownloadUrl, () => 'uuid-1', { id: 'f1' }),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (path = '/ota-management') => {
  const { router, restoreNavigator } = renderRoute(path);
  restore = restoreNavigator;
  await screen.findByText('面包板固件', {}, { timeout: 5000 });
  return router;
};

/** A column's title in the table head (a wide table also measures its titles in a hidden row). */
const header = (title: string) => screen.getAllByText(title).find((element) => element.closest('thead'))!;

const media = window.matchMedia;
/** A wide screen: every min-width breakpoint matches, so the table shows all its columns. */
function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...media(query), matches: query.includes('min-width') }));
}

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('OTA firmware management', { timeout: 20_000 }, () => {
  it('lists firmware with the board label, a readable size and a short md5, sending page, limit and filters', async () => {
    wideScreen();
    await open('/ota-management?type=esp-box-3');
    expect(String(callsTo(fetchMock, firmwareEndpoints.getOtaMag)[0]?.[0])).toBe('/xiaozhi/otaMag?page=1&limit=10&firmwareName=&type=esp-box-3&sort=createDate&order=descend');
    expect(await screen.findByText('面包板新版接线（WiFi）')).toBeTruthy();
    expect(screen.getByText('5.3 MB')).toBeTruthy();
    expect(screen.getByText('01234567')).toBeTruthy();
    expect(screen.getByText('修复音频')).toBeTruthy();
  });

  it('sorts the whole list on the server by a column header from page 1, keeping the choice in the URL', async () => {
    wideScreen();
    const router = await open('/ota-management?page=3&type=esp-box-3');
    fireEvent.click(header('版本号'));
    await waitFor(() => expect(locationOf(router)).toBe('/ota-management?type=esp-box-3&sort=version.ascend'));
    await waitFor(() => expect(callsTo(fetchMock, firmwareEndpoints.getOtaMag).map(([url]) => String(url))).toContain('/xiaozhi/otaMag?page=1&limit=10&firmwareName=&type=esp-box-3&sort=version&order=ascend'));
    fireEvent.click(header('版本号'));
    await waitFor(() => expect(locationOf(router)).toBe('/ota-management?type=esp-box-3&sort=version.descend'));
    await waitFor(() => expect(callsTo(fetchMock, firmwareEndpoints.getOtaMag).some(([url]) => String(url).endsWith('sort=version&order=descend'))).toBe(true));
    fireEvent.click(header('文件大小'));
    await waitFor(() => expect(locationOf(router)).toBe('/ota-management?type=esp-box-3&sort=size.ascend'));
  });

  it('uploads the file with a progress bar that follows the bytes sent, then saves the firmware', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: /新增固件/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('固件名称'), { target: { value: 'Box 固件' } });
    await choose(dialog, '固件类型', 'ESP32-S3-BOX3');
    fireEvent.change(within(dialog).getByLabelText('版本号'), { target: { value: '1.10.0' } });

    const file = new File([new Uint8Array(2048)], 'box.bin');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/xiaozhi/otaMag/upload', 'Bearer tok']);
    expect((xhr.body!.get('file') as File).name).toBe('box.bin');
    const progress = () => within(dialog).getByRole('progressbar').getAttribute('aria-valuenow');
    await waitFor(() => expect(progress()).toBe('0'));
    xhr.progress(1024, 2048);
    expect(progress()).toBe('50');
    xhr.answer(200, { code: 0, msg: 'success', data: { firmwarePath: `${'a'.repeat(32)}.bin`, md5: 'a'.repeat(32), size: 2048 } });
    await waitFor(() => expect(progress()).toBe('100'));
    expect(within(dialog).getByText(/已上传 box\.bin（2 KB，MD5 a{32}）/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, firmwareEndpoints.postOtaMag)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, firmwareEndpoints.postOtaMag)[0]![1]!.body))).toEqual({
      firmwareName: 'Box 固件', type: 'esp-box-3', version: '1.10.0', firmwarePath: `${'a'.repeat(32)}.bin`, remark: '',
    });
  });

  it('refuses a wrong file type before sending it and shows the server msg when an upload fails', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: /新增固件/ }));
    const dialog = await screen.findByRole('dialog');
    // The picker renders a fresh input after every choice.
    const input = () => dialog.querySelector('input[type=file]')!;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'sound.wav')] } });
    expect(await screen.findByText('只能上传 .bin 或 .apk 格式的固件文件')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.bin')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
    FakeXhr.sent[0]!.answer(400, { code: 400, msg: '固件文件不能超过100MB', data: null });
    expect(await screen.findByText('固件文件不能超过100MB')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('says "update OTA status failed" when an edit fails without a server msg', async () => {
    await open();
    fireEvent.click(screen.getByText(/^编\s*辑$/));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('版本号') as HTMLInputElement).value).toBe('1.9.3'));
    expect(within(dialog).getByText(`当前文件：${row.firmwarePath}`)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('版本号'), { target: { value: '1.9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('版本号格式须为 x.x.x，例如 1.0.0')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('版本号'), { target: { value: '1.9.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('更新OTA状态失败')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, firmwareEndpoints.putOtaMag, { id: 'f1' })[0]![1]!.body))).toMatchObject({ version: '1.9.4', firmwarePath: row.firmwarePath, type: 'bread-compact-wifi' });
  });

  it('downloads through a one-time link and deletes after a confirm', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    await open();
    fireEvent.click(screen.getByText(/^下\s*载$/));
    await waitFor(() => expect(clicked).toEqual([`${window.location.origin}/xiaozhi/otaMag/download/uuid-1`]));

    fireEvent.click(screen.getByText(/^删\s*除$/));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, firmwareEndpoints.deleteOtaMag, { id: 'f1' })).toHaveLength(1));
  });
});
