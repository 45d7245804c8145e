import { screen, waitFor } from '@testing-library/react';
import { accountEndpoints, adminUsersEndpoints, pubConfigEndpoints, verificationEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { adminUser, captchaImage, testPubConfig } from '../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../testing/endpoint-stub.ts';
import { locationOf, renderRoute } from '../testing/render.tsx';
import { routeTable } from './route-table.tsx';

/** Exactly the routes upstream guards with a stored token; the others are open (admin calls answer 401/403). */
const UPSTREAM_TOKEN_ROUTES = [
  'home',
  'RoleConfig',
  'DeviceManagement',
  'UserManagement',
  'ModelConfig',
  'DeviceConnectionGuide',
  'VoiceClone',
  'VoiceCloneTrain',
  'ApiKeyManagement',
  'LLMEdit',
  'KnowledgeBase',
  'KnowledgeDetail',
  'VoiceprintRoleManagement',
  'VoiceprintList',
];

let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().clearAuth();
  stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => testPubConfig),
    route(verificationEndpoints.getUserCaptcha, () => captchaImage()),
    route(accountEndpoints.getUserInfo, () => adminUser),
    route(adminUsersEndpoints.getAdminUsers, () => ({ total: 1, list: [{ userid: '7', mobile: '+8613911112222', deviceCount: '2', status: 1, superAdmin: 0, createDate: '2026-01-02 10:00:00' }] })),
  ]);
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('route guard', { timeout: 20_000 }, () => {
  it('sends a visitor without a token to login with the original full path', async () => {
    const { router, restoreNavigator } = renderRoute('/user-management?page=2&mobile=139');
    restore = restoreNavigator;
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fuser-management%3Fpage%3D2%26mobile%3D139'));
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeTruthy();
  });

  it('lets a stored token through to the screen', async () => {
    useSessionStore.getState().setToken('tok');
    const { router, restoreNavigator } = renderRoute('/user-management');
    restore = restoreNavigator;
    expect(await screen.findByText('+8613911112222', {}, { timeout: 5000 })).toBeTruthy();
    expect(locationOf(router)).toBe('/user-management');
  });

  it('guards exactly the routes upstream guards (needsToken in their declarations)', () => {
    const guarded = routeTable.filter((route) => route.needsToken).map((route) => route.name);
    expect(new Set(guarded)).toEqual(new Set(UPSTREAM_TOKEN_ROUTES));
    expect(routeTable.find((route) => route.name === 'ParamsManagement')?.needsToken).toBe(false);
  });

  it('leaves routes outside the list open (their calls answer 401 instead)', async () => {
    const { router, restoreNavigator } = renderRoute('/params-management');
    restore = restoreNavigator;
    expect(await screen.findByRole('heading', { name: '参数管理' })).toBeTruthy();
    expect(locationOf(router)).toBe('/params-management');
  });

  it('shows an ordinary user "no access" on an admin screen after a reload without sending the admin request', async () => {
    useSessionStore.getState().setToken('tok');
    const fetchMock = stubEndpoints([
      route(pubConfigEndpoints.getUserPubConfig, () => testPubConfig),
      route(accountEndpoints.getUserInfo, () => ({ ...adminUser, id: '2', superAdmin: 0 })),
      route(adminUsersEndpoints.getAdminUsers, () => new Response(JSON.stringify({ code: 403, msg: 'forbidden' }), { status: 403 })),
    ]);
    const { restoreNavigator } = renderRoute('/user-management');
    restore = restoreNavigator;
    expect(await screen.findByText('无权访问', {}, { timeout: 5000 })).toBeTruthy();
    await new Promise((settle) => setTimeout(settle, 300));
    expect(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers)).toHaveLength(0);
  });

  it('sends a signed-in user from the login screen to /home', async () => {
    useSessionStore.getState().setToken('tok');
    const { router, restoreNavigator } = renderRoute('/login');
    restore = restoreNavigator;
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
  });
});
