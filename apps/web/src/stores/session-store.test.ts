import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSsoMode, PUBLIC_KEY, TOKEN, USER_TYPE, useSessionStore } from './session-store.ts';

const user = { id: '42', username: '+8613800000000', superAdmin: 0 as const, status: 1 as const };

afterEach(() => {
  useSessionStore.getState().clearAuth();
  vi.resetModules();
});

describe('session store', () => {
  it('stores the token in localStorage under `token` when it is set', () => {
    useSessionStore.getState().setToken('abc');
    expect(useSessionStore.getState().token).toBe('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
  });

  it('keeps the user id as voxUid and forgets token, user and uid on clearAuth', () => {
    useSessionStore.getState().setToken('abc');
    useSessionStore.getState().setUserInfo(user);
    expect(window.localStorage.getItem('voxUid')).toBe('42');
    useSessionStore.getState().clearAuth();
    expect(useSessionStore.getState()).toMatchObject({ token: '', uid: '', userInfo: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('voxUid')).toBeNull();
  });

  it('starts from the stored token, also in the upstream JSON form', async () => {
    window.localStorage.setItem('token', '{"token":"legacy","expire":43200}');
    const fresh = await import('./session-store.ts');
    expect(fresh.useSessionStore.getState().token).toBe('legacy');
  });

  it('starts with the public config defaults: no version or filing numbers, registration off until the server says', () => {
    const { pubConfig, pubConfigLoaded } = useSessionStore.getState();
    expect(pubConfigLoaded).toBe(false);
    expect(pubConfig).toMatchObject({ version: '', beianIcpNum: 'null', beianGaNum: 'null', allowUserRegister: false });
  });

  it('exports the named storage keys', () => {
    expect([TOKEN, PUBLIC_KEY, USER_TYPE]).toEqual(['TOKEN', 'PUBLIC_KEY', 'USER_TYPE']);
  });

  it('uses single sign-on only with a provider configured and not disabled in localStorage', () => {
    expect(isSsoMode(false)).toBe(false);
    expect(isSsoMode(true)).toBe(true);
    window.localStorage.setItem('ssoDisabled', 'true');
    expect(isSsoMode(true)).toBe(false);
  });
});
