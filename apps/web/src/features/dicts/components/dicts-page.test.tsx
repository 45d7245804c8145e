import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dictsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

const audit = { remark: null, sort: 0, createDate: '2026-01-01 00:00:00', updateDate: '2026-01-01 00:00:00' };
const firmware = { ...audit, id: 't1', dictType: 'FIRMWARE_TYPE', dictName: '固件类型' };
const area = { ...audit, id: 't2', dictType: 'MOBILE_AREA', dictName: '手机区号', sort: 1 };
const board = { ...audit, id: 'd1', dictTypeId: 't1', dictLabel: 'ESP BOX 3', dictValue: 'esp-box-3', sort: 1 };
const plus86 = { ...audit, id: 'd2', dictTypeId: 't2', dictLabel: '中国大陆', dictValue: '+86', sort: 1 };

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

const stub = (...overrides: EndpointStub[]) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(dictsEndpoints.getAdminDictTypePage, () => ({ total: 2, list: [firmware, area] })),
    route(dictsEndpoints.getAdminDictType, () => firmware, { id: 't1' }),
    route(dictsEndpoints.getAdminDictType, () => area, { id: 't2' }),
    route(dictsEndpoints.getAdminDictDataPage, (url) => (url.searchParams.get('dictTypeId') === 't2' ? { total: 1, list: [plus86] } : { total: 11, list: [board] })),
    route(dictsEndpoints.postAdminDictTypeSave, () => null),
    route(dictsEndpoints.postAdminDictTypeDelete, () => null),
    route(dictsEndpoints.putAdminDictDataUpdate, () => null),
    route(dictsEndpoints.postAdminDictDataSave, () => jsonResponse({ code: 614, msg: '该字典类型下已存在值“esp-box-3”', data: null })),
    route(dictsEndpoints.postAdminDictDataDelete, () => jsonResponse({ code: 500, msg: '', data: null })),
    ...overrides,
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

const open = async (path = '/dict-management') => {
  const rendered = renderRoute(path);
  restore = rendered.restoreNavigator;
  await screen.findByText('ESP BOX 3', {}, { timeout: 5000 });
  return rendered.router;
};

const button = (text: RegExp | string, scope: HTMLElement = document.body) => {
  const element = within(scope).getByText(text).closest('button');
  if (!element) throw new Error(`no button ${String(text)}`);
  return element;
};

const popconfirmOk = async () => {
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!found) throw new Error('no confirmation yet');
    return found;
  });
  fireEvent.click(button(/^确\s*定$/, popup));
};

const dialog = async () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

describe('dictionary management', { timeout: 20_000 }, () => {
  it('loads types with empty filters at page 1 size 10 and shows the first type\'s data', async () => {
    const router = await open();
    expect(String(callsTo(fetchMock, dictsEndpoints.getAdminDictTypePage)[0]?.[0])).toBe('/xiaozhi/admin/dict/type/page?page=1&limit=10&dictType=&dictName=');
    expect(String(callsTo(fetchMock, dictsEndpoints.getAdminDictDataPage)[0]?.[0])).toBe('/xiaozhi/admin/dict/data/page?dictTypeId=t1&dictLabel=&dictValue=&page=1&limit=10');
    expect(locationOf(router)).toBe('/dict-management?type=t1');
    expect(await screen.findByText('固件类型 · 字典数据')).toBeTruthy();
  });

  it('switches to another type on click, starting its data from page 1 without filters', async () => {
    const router = await open('/dict-management?type=t1&page=2&dictLabel=box');
    expect(String(callsTo(fetchMock, dictsEndpoints.getAdminDictDataPage)[0]?.[0])).toBe('/xiaozhi/admin/dict/data/page?dictTypeId=t1&dictLabel=box&dictValue=&page=2&limit=10');
    fireEvent.click(screen.getByText('手机区号'));
    expect(await screen.findByText('中国大陆')).toBeTruthy();
    expect(locationOf(router)).toBe('/dict-management?type=t2');
    expect(String(callsTo(fetchMock, dictsEndpoints.getAdminDictDataPage).at(-1)?.[0])).toBe('/xiaozhi/admin/dict/data/page?dictTypeId=t2&dictLabel=&dictValue=&page=1&limit=10');
  });

  it('filters the data by value on Enter', async () => {
    await open();
    const search = screen.getByPlaceholderText('按值搜索');
    fireEvent.change(search, { target: { value: 'box' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(String(callsTo(fetchMock, dictsEndpoints.getAdminDictDataPage).at(-1)?.[0])).toBe('/xiaozhi/admin/dict/data/page?dictTypeId=t1&dictLabel=&dictValue=box&page=1&limit=10'),
    );
  });

  it('adds a type with the typed fields', async () => {
    await open();
    fireEvent.click(button('新增类型'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('类型名称'), { target: { value: ' 颜色 ' } });
    fireEvent.change(within(modal).getByLabelText('类型编码'), { target: { value: 'COLOR' } });
    fireEvent.click(button(/^确\s*定$/, modal));
    await waitFor(() => expect(callsTo(fetchMock, dictsEndpoints.postAdminDictTypeSave)).toHaveLength(1));
    expect(sentBody(fetchMock, dictsEndpoints.postAdminDictTypeSave)).toEqual({ dictType: 'COLOR', dictName: '颜色', sort: 0, remark: '' });
  });

  it('refuses a type code with spaces before calling the server', async () => {
    await open();
    fireEvent.click(button('新增类型'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('类型名称'), { target: { value: '颜色' } });
    fireEvent.change(within(modal).getByLabelText('类型编码'), { target: { value: 'MY COLOR' } });
    fireEvent.click(button(/^确\s*定$/, modal));
    expect(await within(modal).findByText('只能包含字母、数字、_、. 和 -')).toBeTruthy();
    expect(callsTo(fetchMock, dictsEndpoints.postAdminDictTypeSave)).toHaveLength(0);
  });

  it('edits a data item with its id and type', async () => {
    await open();
    fireEvent.click(button(/^编\s*辑$/));
    const modal = await dialog();
    const label = within(modal).getByLabelText('标签');
    fireEvent.change(label, { target: { value: 'ESP BOX 3 新' } });
    fireEvent.click(button(/^确\s*定$/, modal));
    await waitFor(() => expect(callsTo(fetchMock, dictsEndpoints.putAdminDictDataUpdate)).toHaveLength(1));
    expect(sentBody(fetchMock, dictsEndpoints.putAdminDictDataUpdate)).toEqual({ id: 'd1', dictTypeId: 't1', dictLabel: 'ESP BOX 3 新', dictValue: 'esp-box-3', sort: 1, remark: '' });
  });

  it('shows the server message when an added value already exists', async () => {
    await open();
    fireEvent.click(button('新增数据'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('标签'), { target: { value: 'Box' } });
    fireEvent.change(within(modal).getByLabelText('值'), { target: { value: 'esp-box-3' } });
    fireEvent.click(button(/^确\s*定$/, modal));
    expect(await screen.findByText('该字典类型下已存在值“esp-box-3”')).toBeTruthy();
  });

  it('shows the SPEC fallback when deleting data fails without a server message', async () => {
    await open();
    fireEvent.click(button(/^删\s*除$/));
    await popconfirmOk();
    expect(await screen.findByText('删除字典数据失败')).toBeTruthy();
    expect(callsTo(fetchMock, dictsEndpoints.postAdminDictDataDelete)[0]?.[1]?.body).toBe('["d1"]');
  });

  it('shows the SPEC fallback when the type list fails', async () => {
    stub(route(dictsEndpoints.getAdminDictTypePage, () => new Response('oops', { status: 500 })));
    restore = renderRoute('/dict-management').restoreNavigator;
    expect(await screen.findByText('获取字典类型列表失败', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('deletes the checked types after confirming, and selects another type', async () => {
    const router = await open();
    const checkboxes = document.querySelectorAll<HTMLInputElement>('.ant-table-row input[type="checkbox"]');
    fireEvent.click(checkboxes[0]!);
    fireEvent.click(button('删除选中 (1)'));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(within(confirm).getByText('确定要删除选中的 1 个字典类型吗？其下的字典数据将一并删除。')).toBeTruthy();
    stub(route(dictsEndpoints.getAdminDictTypePage, () => ({ total: 1, list: [area] })));
    fireEvent.click(button(/^确\s*定$/, confirm));
    await waitFor(() => expect(callsTo(fetchMock, dictsEndpoints.postAdminDictTypeDelete)).toHaveLength(1));
    expect(callsTo(fetchMock, dictsEndpoints.postAdminDictTypeDelete)[0]?.[1]?.body).toBe('["t1"]');
    await waitFor(() => expect(locationOf(router)).toBe('/dict-management?type=t2'));
    expect(callsTo(fetchMock, dictsEndpoints.getAdminDictType, { id: 't1' })).toHaveLength(0);
  });
});
