import type { PubConfig, UserInfo } from '@vox/contracts';
import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys.ts';
import { DEFAULT_PUB_CONFIG } from './pub-config-defaults.ts';
import { storage } from './storage.ts';
import { readStoredToken } from './stored-session.ts';

export { PUBLIC_KEY, TOKEN, USER_TYPE } from '../config/storage-keys.ts';

interface SessionState {
  token: string;
  /** `{product}Uid`: the signed-in user's id, mirrored to localStorage as `voxUid`. */
  uid: string;
  userInfo: UserInfo | null;
  pubConfig: PubConfig;
  pubConfigLoaded: boolean;
  setToken: (token: string) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  setPubConfig: (pubConfig: Partial<PubConfig>) => void;
  /** Forget the loaded public config so the next screen asks again (e.g. after the first admin registered). */
  invalidatePubConfig: () => void;
  clearAuth: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  uid: storage.get(storageKeys.uid) ?? '',
  userInfo: null,
  pubConfig: DEFAULT_PUB_CONFIG,
  pubConfigLoaded: false,
  setToken: (token) => {
    storage.set(storageKeys.token, token);
    set({ token });
  },
  setUserInfo: (userInfo) => {
    storage.set(storageKeys.uid, userInfo.id);
    set({ userInfo, uid: userInfo.id });
  },
  setPubConfig: (pubConfig) => set({ pubConfig: { ...DEFAULT_PUB_CONFIG, ...pubConfig }, pubConfigLoaded: true }),
  invalidatePubConfig: () => set({ pubConfigLoaded: false }),
  clearAuth: () => {
    storage.remove(storageKeys.token);
    storage.remove(storageKeys.uid);
    set({ token: '', uid: '', userInfo: null });
  },
}));

export const getToken = () => useSessionStore.getState().token;
export const clearAuth = () => useSessionStore.getState().clearAuth();
export const isSuperAdmin = (userInfo: UserInfo | null) => userInfo?.superAdmin === 1;

/**
 * Single sign-on is on when the server has a provider configured (public config `sso.enabled`), unless localStorage
 * `ssoDisabled` is 'true': the way back to the password form for the break-glass admin.
 */
export function isSsoMode(configured: boolean): boolean {
  return configured && storage.get(storageKeys.ssoDisabled) !== 'true';
}
