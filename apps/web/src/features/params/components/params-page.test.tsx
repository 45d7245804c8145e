import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ParamRow, paramsEndpoints, pubConfigEndpoints, type UpstreamImportHistory, upstreamImportEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser, testPubConfig } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

// The SM2 sealing needs a real key; what it seals is not what these tests look at.
vi.mock('../../../lib/crypto.ts', () => ({ sealPassword: (password: string) => Promise.resolve(`sealed:${password}`) }));

const row = (paramCode: string, paramValue: string, valueType: string, extra: Partial<ParamRow> = {}): ParamRow => ({
  id: paramCode, paramCode, paramValue, valueType, remark: `${paramCode} 备注`, secret: false, createDate: '2026-01-01 00:00:00', updateDate: '2026-01-01 00:00:00', ...extra,
});
const rows = [
  row('exit_commands', '退出;关闭', 'array'),
  row('server.secret', 'ab12****cd34', 'string', { secret: true }),
  row('server.websocket', 'null', 'string'),
  row('tts_timeout', '10', 'number'),
  row('server.private_key', 'a1b2****c3d4', 'string', { secret: true }),
];

let fetchMock: ReturnType<typeof stubEndpoints>;
let imports: UpstreamImportHistory['imports'] = [];
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(paramsEndpoints.getAdminParamsPage, () => ({ total: 5, list: rows })),
    route(paramsEndpoints.putAdminParams, (_url, init) => {
      const body = JSON.parse(String(init.body)) as { paramValue: string };
      return body.paramValue.includes('localhost')
        ? jsonResponse({ code: 10099, msg: 'WebSocket 地址不能使用 localhost 或 127.0.0.1，设备无法访问：ws://localhost:8000/', data: null })
        : null;
    }),
    route(paramsEndpoints.postAdminParamsDelete, () => null),
    route(paramsEndpoints.postAdminParamsSm2Regenerate, () => null),
    route(upstreamImportEndpoints.getAdminUpstreamImport, () => ({ imports })),
  ]);
});

afterEach(() => {
  restore();
  imports = [];
  window.localStorage.clear();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (path = '/params-management') => {
  const { router, restoreNavigator } = renderRoute(path);
  restore = restoreNavigator;
  await screen.findByText('exit_commands', {}, { timeout: 5000 });
  return router;
};
const valueField = () => screen.findByLabelText('参数值');
const rowOf = (code: string) => screen.getByText(code).closest('tr')!;
const confirmPopup = async () => {
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!found) throw new Error('no confirmation yet');
    return found;
  });
  fireEvent.click([...popup.querySelectorAll('button')].find((button) => /^确\s*定$/.test(button.textContent ?? ''))!);
};

describe('params management', { timeout: 20_000 }, () => {
  it('opened from "view and copy server.secret", copies the value once shown and says so', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    fetchMock = stubEndpoints([
      route(pubConfigEndpoints.getUserPubConfig, () => testPubConfig),
      route(paramsEndpoints.getAdminParamsPage, () => ({ total: 5, list: rows })),
      route(paramsEndpoints.postAdminParamsReveal, () => 'the-clear-secret', { id: 'server.secret' }),
      route(upstreamImportEndpoints.getAdminUpstreamImport, () => ({ imports })),
    ]);
    useSessionStore.getState().setPubConfig(testPubConfig);
    await open('/params-management?paramCode=server.secret&reveal=server.secret');
    fireEvent.change(await screen.findByLabelText('登录密码'), { target: { value: 'pw' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^查\s*看$/ }));
    expect(await screen.findByTestId('revealed-secret')).toBeTruthy();
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(await screen.findByText('已复制到剪贴板')).toBeTruthy();
  });

  it('asks for the page with the paramCode filter and shows secrets only masked', async () => {
    await open('/params-management?paramCode=server');
    expect(String(callsTo(fetchMock, paramsEndpoints.getAdminParamsPage)[0]?.[0])).toBe('/xiaozhi/admin/params/page?page=1&limit=10&paramCode=server&sort=paramCode&order=ascend');
    expect(within(rowOf('server.secret')).getByText('ab12****cd34')).toBeTruthy();
    expect(within(rowOf('server.secret')).getByLabelText('敏感值，已隐藏')).toBeTruthy();
    // Upstream's unset marker reads as words, not as the literal "null".
    expect(within(rowOf('server.websocket')).getByText('（未设置）')).toBeTruthy();
    expect(within(rowOf('server.websocket')).queryByText('null')).toBeNull();
    // System-critical params cannot be selected for deletion nor deleted.
    expect(within(rowOf('server.secret')).queryByText(/^删\s*除$/)).toBeNull();
    expect(within(rowOf('server.secret')).getByRole('checkbox')).toHaveProperty('disabled', true);
  });

  it('sorts the whole list on the server by the code header from page 1, keeping the choice in the URL and dropping the selection', async () => {
    const router = await open('/params-management?paramCode=server&page=2');
    fireEvent.click(screen.getByText('参数编码'));
    await waitFor(() => expect(locationOf(router)).toBe('/params-management?paramCode=server&sort=paramCode.ascend'));
    await waitFor(() => expect(callsTo(fetchMock, paramsEndpoints.getAdminParamsPage).map(([url]) => String(url))).toContain('/xiaozhi/admin/params/page?page=1&limit=10&paramCode=server&sort=paramCode&order=ascend'));
    // The rows of page 1 change with the sort: what was ticked there is let go.
    fireEvent.click(within(rowOf('exit_commands')).getByRole('checkbox'));
    expect(await screen.findByText('批量删除')).toBeTruthy();
    fireEvent.click(screen.getByText('参数编码'));
    await waitFor(() => expect(locationOf(router)).toBe('/params-management?paramCode=server&sort=paramCode.descend'));
    await waitFor(() => expect(callsTo(fetchMock, paramsEndpoints.getAdminParamsPage).some(([url]) => String(url).endsWith('sort=paramCode&order=descend'))).toBe(true));
    expect(screen.queryByText('批量删除')).toBeNull();
  });

  it('edits an array one item per line and saves it joined by ;', async () => {
    await open();
    fireEvent.click(within(rowOf('exit_commands')).getByText(/^编\s*辑$/));
    const value = await valueField();
    await waitFor(() => expect((value as HTMLTextAreaElement).value).toBe('退出\n关闭'));
    fireEvent.change(value, { target: { value: '退出\n关闭\n再见' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(callsTo(fetchMock, paramsEndpoints.putAdminParams)).toHaveLength(1));
    expect(sentBody(fetchMock, paramsEndpoints.putAdminParams)).toEqual({ id: 'exit_commands', paramCode: 'exit_commands', valueType: 'array', paramValue: '退出;关闭;再见', remark: 'exit_commands 备注' });
  });

  it('keeps the dialog open with the server’s live-check explanation when a save is refused', async () => {
    await open();
    fireEvent.click(within(rowOf('server.websocket')).getByText(/^编\s*辑$/));
    const value = await valueField();
    await waitFor(() => expect((value as HTMLTextAreaElement).value).toBe('null'));
    fireEvent.change(value, { target: { value: 'ws://localhost:8000/' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('WebSocket 地址不能使用 localhost 或 127.0.0.1');
    expect(screen.getByDisplayValue('ws://localhost:8000/')).toBeTruthy();
  });

  it('checks a number before sending it', async () => {
    await open();
    fireEvent.click(within(rowOf('tts_timeout')).getByText(/^编\s*辑$/));
    await waitFor(() => expect(screen.getByLabelText('参数值').tagName).toBe('INPUT'));
    fireEvent.change(screen.getByLabelText('参数值'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    expect(await screen.findByText('请输入数字')).toBeTruthy();
    expect(callsTo(fetchMock, paramsEndpoints.putAdminParams)).toHaveLength(0);
  });

  it('deletes the selected params after a confirmation', async () => {
    await open();
    fireEvent.click(within(rowOf('exit_commands')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('tts_timeout')).getByRole('checkbox'));
    fireEvent.click(await screen.findByText('批量删除'));
    await confirmPopup();
    await waitFor(() => expect(callsTo(fetchMock, paramsEndpoints.postAdminParamsDelete)).toHaveLength(1));
    expect(sentBody(fetchMock, paramsEndpoints.postAdminParamsDelete)).toEqual(['exit_commands', 'tts_timeout']);
  });

  it('shows the allowed range and refuses a value outside it before sending', async () => {
    await open();
    fireEvent.click(within(rowOf('tts_timeout')).getByText(/^编\s*辑$/));
    expect(await screen.findByText('取值要求：1 到 600 之间的整数')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('参数值'), { target: { value: '-5' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    expect(await screen.findByText('应为1 到 600 之间的整数')).toBeTruthy();
    expect(callsTo(fetchMock, paramsEndpoints.putAdminParams)).toHaveLength(0);
  });

  it('offers no edit of the sign-in keys, only regenerating the pair after a confirmation', async () => {
    await open();
    expect(within(rowOf('server.private_key')).queryByText(/^编\s*辑$/)).toBeNull();
    fireEvent.click(within(rowOf('server.private_key')).getByTitle('重新生成密钥对'));
    await confirmPopup();
    await waitFor(() => expect(callsTo(fetchMock, paramsEndpoints.postAdminParamsSm2Regenerate)).toHaveLength(1));
  });

  it('tells an upstream user how to import while the console never imported, until the hint is closed', async () => {
    await open();
    const hint = await screen.findByTestId('upstream-import-hint');
    expect(hint.textContent).toContain('从 xiaozhi-esp32-server 迁移过来？');
    expect(hint.textContent).toContain('npm run admin -- import-upstream mysql://user:password@host:3306/xiaozhi_esp32_server --merge');
    expect(hint.textContent).toContain('README.md#coming-from-xiaozhi-esp32-server');
    fireEvent.click(within(hint).getByLabelText('关闭'));
    await waitFor(() => expect(screen.queryByTestId('upstream-import-hint')).toBeNull());
    expect(window.localStorage.getItem('upstreamImportHint.params')).toBe('1');
  });

  it('keeps the import hint closed once closed in this browser', async () => {
    window.localStorage.setItem('upstreamImportHint.params', '1');
    await open();
    await waitFor(() => expect(callsTo(fetchMock, upstreamImportEndpoints.getAdminUpstreamImport)).toHaveLength(1));
    expect(screen.queryByTestId('upstream-import-hint')).toBeNull();
  });

  it('says nothing of importing once the console holds an import', async () => {
    imports = [{ source: 'db.lan:3306/xiaozhi_esp32_server', finishedAt: '2026-11-20T08:00:05.000Z', updatedAt: '2026-11-20T08:00:05.000Z', tables: [] }];
    await open();
    await waitFor(() => expect(callsTo(fetchMock, upstreamImportEndpoints.getAdminUpstreamImport)).toHaveLength(1));
    expect(screen.queryByTestId('upstream-import-hint')).toBeNull();
  });
});
