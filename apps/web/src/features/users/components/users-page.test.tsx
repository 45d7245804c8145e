import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser, stubApi } from '../../../testing/api-stub.ts';
import { confirmDialog } from '../../../testing/confirm-dialog.ts';
import { renderRoute } from '../../../testing/render.tsx';

const row = { userid: '7', mobile: '+8613911112222', deviceCount: '2', status: 1, superAdmin: 0, createDate: '2026-01-02 10:00:00', lockedUntil: null as string | null };
const lockedRow = { ...row, userid: '8', mobile: '+8613911113333', lockedUntil: '2030-01-02T03:04:05.000Z' };
let fetchMock: ReturnType<typeof stubApi>;
let restore: () => void = () => undefined;
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(`/xiaozhi${path}`));

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubApi({
    '/user/pub-config': () => ({}),
    'GET /admin/users': () => ({ total: 31, list: [row] }),
    'PUT /admin/users/7': () => 'Nw9!kQ2pLm7x',
    'PUT /admin/users/changeStatus/0': () => null,
    'POST /admin/users': () => ({ id: 'u9', password: 'Qz8!mN3pLx2w' }),
  });
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

/** Text queries, not role queries: computing roles over antd's table DOM in jsdom costs seconds. */
const button = (text: RegExp | string) => {
  const element = screen.getByText(text).closest('button');
  if (!element) throw new Error(`no button ${String(text)}`);
  return element;
};

const open = async (path: string) => {
  restore = renderRoute(path).restoreNavigator;
  await screen.findByText(row.mobile, {}, { timeout: 5000 });
};

describe('user management', { timeout: 20_000 }, () => {
  it('reads page, limit and mobile from the URL query', async () => {
    await open('/user-management?page=2&limit=20&mobile=139');
    const [url] = calls('GET', '/admin/users')[0] ?? [];
    expect(String(url)).toBe('/xiaozhi/admin/users?page=2&limit=20&mobile=139&sort=createDate&order=ascend');
    expect(screen.getByText('正常')).toBeTruthy();
  });

  it('starts at page 1 with 10 rows and an empty mobile filter', async () => {
    await open('/user-management');
    expect(String(calls('GET', '/admin/users')[0]?.[0])).toBe('/xiaozhi/admin/users?page=1&limit=10&mobile=&sort=createDate&order=ascend');
  });

  it('resets a password after confirming and shows the new one once', async () => {
    await open('/user-management');
    fireEvent.click(button('重置密码'));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup;
    });
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    expect(await screen.findByText('Nw9!kQ2pLm7x')).toBeTruthy();
    expect(calls('PUT', '/admin/users/7')).toHaveLength(1);
  });

  it('adds a user by full phone number and shows the generated password once', async () => {
    await open('/user-management');
    fireEvent.click(button('新增用户'));
    const dialog = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].at(-1);
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/).closest('button')!);
    expect(await within(dialog).findByText('请输入含区号的手机号，例如 +8613800000000')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: ' +8613800000000 ' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/).closest('button')!);
    await waitFor(() => expect(calls('POST', '/admin/users')).toHaveLength(1));
    expect(calls('POST', '/admin/users')[0]?.[1]?.body).toBe('{"mobile":"+8613800000000"}');
    expect(await screen.findByText('Qz8!mN3pLx2w')).toBeTruthy();
    expect(screen.getAllByText('用户已创建').length).toBeGreaterThan(0);
  });

  it('sorts on the server by a column header, ascending then descending, letting go of the ticked rows', async () => {
    await open('/user-management');
    fireEvent.click(screen.getByText('手机号码'));
    await waitFor(() => expect(calls('GET', '/admin/users').some(([url]) => String(url).includes('sort=mobile&order=ascend'))).toBe(true));
    fireEvent.click(within(screen.getByText(row.mobile).closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByText('批量删除')).toBeTruthy();
    fireEvent.click(screen.getByText('手机号码'));
    await waitFor(() => expect(calls('GET', '/admin/users').some(([url]) => String(url).includes('sort=mobile&order=descend'))).toBe(true));
    expect(screen.queryByText('批量删除')).toBeNull();
  });

  it('disables a user with the id list body and reloads the list', async () => {
    await open('/user-management');
    fireEvent.click(button(/^禁\s*用$/));
    expect(calls('PUT', '/admin/users/changeStatus/0')).toHaveLength(0);
    await confirmDialog('确定要禁用选中的 1 个用户吗？禁用后将无法登录。');
    await waitFor(() => expect(calls('PUT', '/admin/users/changeStatus/0')).toHaveLength(1));
    expect(calls('PUT', '/admin/users/changeStatus/0')[0]?.[1]?.body).toBe('["7"]');
    await waitFor(() => expect(calls('GET', '/admin/users').length).toBeGreaterThan(1));
  });

  it('shows a wrong-password lock and unlocks after confirming', async () => {
    fetchMock = stubApi({
      '/user/pub-config': () => ({}),
      'GET /admin/users': () => ({ total: 1, list: [lockedRow] }),
      'PUT /admin/users/8/unlock': () => null,
    });
    restore = renderRoute('/user-management').restoreNavigator;
    await screen.findByText(lockedRow.mobile, {}, { timeout: 5000 });
    expect(screen.getByText(/^已锁定，约 \d+ 分钟后解除$/)).toBeTruthy();
    expect(screen.getAllByText('解锁')).toHaveLength(1);
    fireEvent.click(button('解锁'));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup;
    });
    expect(within(confirm).getByText(/\+8613911113333/)).toBeTruthy();
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(calls('PUT', '/admin/users/8/unlock')).toHaveLength(1));
  });
});
