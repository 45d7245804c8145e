import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deviceServersEndpoints, pubConfigEndpoints, type UpstreamImportHistory, upstreamImportEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const GOOD = 'ws://192.0.2.10:8000/xiaozhi/v1/';
const SILENT = 'ws://192.0.2.11:8000/xiaozhi/v1/';

let fetchMock: ReturnType<typeof stubEndpoints>;
let servers: string[] = [];
let imports: UpstreamImportHistory['imports'] = [];
let restore: () => void = () => undefined;
const emitted = (index: number) => sentBody(fetchMock, deviceServersEndpoints.postAdminServerEmitAction, undefined, index);

beforeEach(() => {
  servers = [GOOD, SILENT];
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(deviceServersEndpoints.getAdminServerServerList, () => servers),
    route(deviceServersEndpoints.postAdminServerEmitAction, (_url, init) => {
      const body = JSON.parse(String(init.body)) as { targetWs: string };
      return body.targetWs === GOOD ? true : jsonResponse({ code: 10322, msg: `设备服务器 ${SILENT} 在 10 秒内没有回应`, data: null });
    }),
    route(upstreamImportEndpoints.getAdminUpstreamImport, () => ({ imports })),
  ]);
});

afterEach(() => {
  restore();
  imports = [];
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const cardOf = (url: string) => screen.getAllByText(url).find((element) => element.tagName === 'CODE')!.closest('.ant-card') as HTMLElement;
/** Confirms the open popup that asks `title` about `url`. */
const confirm = async (title: string, url: string) => {
  const popup = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((element) => element.textContent?.includes(title) && element.textContent.includes(url));
    if (!found) throw new Error('no confirmation yet');
    return found;
  });
  fireEvent.click([...popup.querySelectorAll('button')].find((button) => /^确\s*定$/.test(button.textContent ?? ''))!);
};

describe('device servers', { timeout: 20_000 }, () => {
  it('sends each action after a confirmation and shows the outcome on that server only', async () => {
    restore = renderRoute('/server-side-management').restoreNavigator;
    await screen.findByText(GOOD, { selector: 'code' }, { timeout: 5000 });
    fireEvent.click(within(cardOf(GOOD)).getByText('更新配置'));
    await confirm('确定让该设备服务器重新加载配置吗？', GOOD);
    expect(await within(cardOf(GOOD)).findByText('设备服务器已确认更新配置')).toBeTruthy();
    expect(emitted(0)).toEqual({ targetWs: GOOD, action: 'update_config' });

    fireEvent.click(within(cardOf(SILENT)).getByText(/^重\s*启$/));
    await confirm('确定重启该设备服务器吗？', SILENT);
    expect(await within(cardOf(SILENT)).findByText(`设备服务器 ${SILENT} 在 10 秒内没有回应`)).toBeTruthy();
    expect(within(cardOf(SILENT)).getByText('重启失败')).toBeTruthy();
    expect(emitted(1)).toEqual({ targetWs: SILENT, action: 'restart' });
  });

  it('explains where the list comes from when it is empty', async () => {
    servers = [];
    restore = renderRoute('/server-side-management').restoreNavigator;
    expect(await screen.findByText('尚未配置设备服务器地址，请在参数管理中设置 server.websocket', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says, next to the manager-api snippet, which upstream installation was imported and when, so its secret still holds', async () => {
    imports = [
      { source: 'old.lan:3306/xiaozhi', finishedAt: null, updatedAt: '2026-11-26T09:00:00.000Z', tables: [] },
      { source: 'db.lan:3306/xiaozhi_esp32_server', finishedAt: '2026-11-20T08:00:05.000Z', updatedAt: '2026-11-20T08:00:05.000Z', tables: [] },
    ];
    restore = renderRoute('/server-side-management').restoreNavigator;
    const note = await screen.findByTestId('upstream-import-note', {}, { timeout: 5000 });
    expect(note.textContent).toMatch(/已于 2026-11-2\d \d\d:\d\d 从 xiaozhi-esp32-server db\.lan:3306\/xiaozhi_esp32_server 导入/);
    expect(note.textContent).toContain('manager-api.secret 无需更改');
    expect(note.closest('.ant-card')!.querySelector('[data-testid="manager-api-config"]')!.textContent).toContain('secret: <server.secret 的值>');
  });

  it('tells a stopped import to run again', async () => {
    imports = [{ source: 'old.lan:3306/xiaozhi', finishedAt: null, updatedAt: '2026-11-26T09:00:00.000Z', tables: [] }];
    restore = renderRoute('/server-side-management').restoreNavigator;
    expect((await screen.findByTestId('upstream-import-note', {}, { timeout: 5000 })).textContent).toContain('再次运行同一命令即可继续');
  });

  it('says nothing of an import on a console that never imported', async () => {
    restore = renderRoute('/server-side-management').restoreNavigator;
    await screen.findByText(GOOD, { selector: 'code' }, { timeout: 5000 });
    await waitFor(() => expect(callsTo(fetchMock, upstreamImportEndpoints.getAdminUpstreamImport)).toHaveLength(1));
    expect(screen.queryByTestId('upstream-import-note')).toBeNull();
  });
});
