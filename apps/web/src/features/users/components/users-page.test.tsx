import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUsersEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { confirmDialog } from '../../../testing/confirm-dialog.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const row = { userid: '7', mobile: '+8613911112222', deviceCount: '2', status: 1, superAdmin: 0, createDate: '2026-01-02 10:00:00', lockedUntil: null as string | null };
const lockedRow = { ...row, userid: '8', mobile: '+8613911113333', lockedUntil: '2030-01-02T03:04:05.000Z' };
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(adminUsersEndpoints.getAdminUsers, () => ({ total: 31, list: [row] })),
    route(adminUsersEndpoints.putAdminUsers, () => 'Nw9!kQ2pLm7x', { id: '7' }),
    route(adminUsersEndpoints.putAdminUsersChangeStatus, () => null, { id: '0' }),
    route(adminUsersEndpoints.postAdminUsers, () => ({ id: 'u9', password: 'Qz8!mN3pLx2w' })),
  ]);
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
    const [url] = callsTo(fetchMock, adminUsersEndpoints.getAdminUsers)[0] ?? [];
    expect(String(url)).toBe('/xiaozhi/admin/users?page=2&limit=20&mobile=139&sort=createDate&order=ascend');
    expect(screen.getByText('正常')).toBeTruthy();
  });

  it('starts at page 1 with 10 rows and an empty mobile filter', async () => {
    await open('/user-management');
    expect(String(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers)[0]?.[0])).toBe('/xiaozhi/admin/users?page=1&limit=10&mobile=&sort=createDate&order=ascend');
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
    expect(callsTo(fetchMock, adminUsersEndpoints.putAdminUsers, { id: '7' })).toHaveLength(1);
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
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.postAdminUsers)).toHaveLength(1));
    expect(callsTo(fetchMock, adminUsersEndpoints.postAdminUsers)[0]?.[1]?.body).toBe('{"mobile":"+8613800000000"}');
    expect(await screen.findByText('Qz8!mN3pLx2w')).toBeTruthy();
    expect(screen.getAllByText('用户已创建').length).toBeGreaterThan(0);
  });

  it('sorts on the server by a column header, ascending then descending, letting go of the ticked rows', async () => {
    await open('/user-management');
    fireEvent.click(screen.getByText('手机号码'));
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers).some(([url]) => String(url).includes('sort=mobile&order=ascend'))).toBe(true));
    fireEvent.click(within(screen.getByText(row.mobile).closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByText('批量删除')).toBeTruthy();
    fireEvent.click(screen.getByText('手机号码'));
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers).some(([url]) => String(url).includes('sort=mobile&order=descend'))).toBe(true));
    expect(screen.queryByText('批量删除')).toBeNull();
  });

  it('disables a user with the id list body and reloads the list', async () => {
    await open('/user-management');
    fireEvent.click(button(/^禁\s*用$/));
    expect(callsTo(fetchMock, adminUsersEndpoints.putAdminUsersChangeStatus, { id: '0' })).toHaveLength(0);
    await confirmDialog('确定要禁用选中的 1 个用户吗？禁用后将无法登录。');
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.putAdminUsersChangeStatus, { id: '0' })).toHaveLength(1));
    expect(callsTo(fetchMock, adminUsersEndpoints.putAdminUsersChangeStatus, { id: '0' })[0]?.[1]?.body).toBe('["7"]');
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers).length).toBeGreaterThan(1));
  });

  it('shows a wrong-password lock and unlocks after confirming', async () => {
    fetchMock = stubEndpoints([
      route(pubConfigEndpoints.getUserPubConfig, () => ({})),
      route(adminUsersEndpoints.getAdminUsers, () => ({ total: 1, list: [lockedRow] })),
      route(adminUsersEndpoints.putAdminUsersUnlock, () => null, { id: '8' }),
    ]);
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
    await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.putAdminUsersUnlock, { id: '8' })).toHaveLength(1));
  });
});
