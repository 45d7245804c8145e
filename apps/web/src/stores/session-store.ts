import type { PubConfig, UserInfo } from '@vox/contracts';
import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys.ts';
import { DEFAULT_PUB_CONFIG } from './pub-config-defaults.ts';
import { storage } from './storage.ts';

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

/** Upstream stored the whole login answer as JSON; accept that shape so an upgraded browser stays signed in. */
function readStoredToken(): string {
  const raw = storage.get(storageKeys.token) ?? '';
  if (!raw.startsWith('{')) return raw;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown };
    return typeof parsed.token === 'string' ? parsed.token : '';
  } catch {
    return '';
  }
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
 * Upstream keeps single sign-on on unless local storage disables it. This console is self-hosted and has no SSO
 * host by default, so SSO is on only when the build sets VITE_SSO_HOST and localStorage `ssoDisabled` is not 'true';
 * otherwise logout would send users to a sign-out page that does not exist.
 */
export function isSsoMode(ssoHost: string): boolean {
  return ssoHost !== '' && storage.get(storageKeys.ssoDisabled) !== 'true';
}
