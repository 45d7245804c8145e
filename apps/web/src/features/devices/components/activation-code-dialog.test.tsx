import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { agentsEndpoints, devicesEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { spyNotifier } from '../../../testing/notifier-spy.ts';
import { renderRoute } from '../../../testing/render.tsx';

const WRONG_CODE = '激活码错误或已过期，请以设备最新播报的6位激活码为准';
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
let restoreNotifier: () => void = () => undefined;
let notifier: ReturnType<typeof spyNotifier>['notifier'];

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  ({ notifier, restore: restoreNotifier } = spyNotifier());
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(agentsEndpoints.getAgentList, () => [agentSummary]),
    route(devicesEndpoints.getDeviceBind, () => [], { agentId: 'a1' }),
    route(devicesEndpoints.getDeviceBoardTypes, () => []),
    route(devicesEndpoints.postDeviceBind, () => jsonResponse({ code: 10062, msg: WRONG_CODE, data: null }), { agentId: 'a1', code: '123456' }),
    route(devicesEndpoints.postDeviceBind, () => jsonResponse({ code: 10302, msg: '激活码错误次数过多，请10分钟后再试', data: null }), { agentId: 'a1', code: '654321' }),
  ]);
});

afterEach(() => {
  restore();
  restoreNotifier();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

async function openBindDialog() {
  restore = renderRoute('/device-management?agentId=a1').restoreNavigator;
  // The empty state explains binding and offers the same button as the toolbar.
  expect(await screen.findByText('还没有绑定设备', {}, { timeout: 5000 })).toBeTruthy();
  fireEvent.click(screen.getAllByText('激活码绑定')[0]!.closest('button')!);
  return screen.findByRole('dialog');
}

const submitCode = (dialog: HTMLElement, code: string) => {
  fireEvent.change(within(dialog).getByLabelText('激活码'), { target: { value: code } });
  fireEvent.click(within(dialog).getByText(/^绑\s*定$/).closest('button')!);
};

describe('bind a device by code', { timeout: 20_000 }, () => {
  it('accepts only six digits before calling the server', async () => {
    const dialog = await openBindDialog();
    submitCode(dialog, '12a45');
    expect(await within(dialog).findByText('激活码是 6 位数字')).toBeTruthy();
    expect(callsTo(fetchMock, devicesEndpoints.postDeviceBind)).toHaveLength(0);
  });

  it('shows a wrong or expired code by the field instead of a toast', async () => {
    const dialog = await openBindDialog();
    submitCode(dialog, '123456');
    expect(await within(dialog).findByText(WRONG_CODE)).toBeTruthy();
    expect(callsTo(fetchMock, devicesEndpoints.postDeviceBind, { agentId: 'a1', code: '123456' })).toHaveLength(1);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('says when there were too many wrong codes', async () => {
    const dialog = await openBindDialog();
    submitCode(dialog, '654 321');
    expect(await within(dialog).findByText('激活码错误次数过多，请10分钟后再试')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, devicesEndpoints.postDeviceBind, { agentId: 'a1', code: '654321' })).toHaveLength(1));
  });
});
