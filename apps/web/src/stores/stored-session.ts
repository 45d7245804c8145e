import { isTimeZone } from '@vox/contracts';
import { storageKeys } from '../config/storage-keys.ts';
import { storage } from './storage.ts';

/** `browser` follows the device's own zone (travel, DST); otherwise an IANA zone picked in the user menu. */
export type TimeZoneChoice = 'browser' | string;

// Read straight from localStorage, without the stores: the page's first script asks for data with them (main.tsx).

/** Upstream stored the whole login answer as JSON; accept that shape so an upgraded browser stays signed in. */
export function readStoredToken(): string {
  const raw = storage.get(storageKeys.token) ?? '';
  if (!raw.startsWith('{')) return raw;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown };
    return typeof parsed.token === 'string' ? parsed.token : '';
  } catch {
    return '';
  }
}

export const readTimeZoneChoice = (): TimeZoneChoice => {
  const stored = storage.get(storageKeys.timeZone);
  return isTimeZone(stored) ? stored : 'browser';
};

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const resolveTimeZone = (choice: TimeZoneChoice) => (choice === 'browser' ? browserTimeZone() : choice);
