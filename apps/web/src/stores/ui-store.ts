import { isTimeZone } from '@vox/contracts';
import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys.ts';
import type { FontSize } from '../config/ui.ts';
import { storage } from './storage.ts';

/** `browser` follows the device's own zone (travel, DST); otherwise an IANA zone picked in the user menu. */
export type TimeZoneChoice = 'browser' | string;

interface UiState {
  fontSize: FontSize;
  timeZone: TimeZoneChoice;
  setFontSize: (fontSize: FontSize) => void;
  setTimeZone: (timeZone: TimeZoneChoice) => void;
}

const readFontSize = (): FontSize => (storage.get(storageKeys.fontSize) === 'big' ? 'big' : 'normal');

const readTimeZone = (): TimeZoneChoice => {
  const stored = storage.get(storageKeys.timeZone);
  return isTimeZone(stored) ? stored : 'browser';
};

export const useUiStore = create<UiState>()((set) => ({
  fontSize: readFontSize(),
  timeZone: readTimeZone(),
  setFontSize: (fontSize) => {
    storage.set(storageKeys.fontSize, fontSize);
    set({ fontSize });
  },
  setTimeZone: (timeZone) => {
    if (timeZone === 'browser') storage.remove(storageKeys.timeZone);
    else storage.set(storageKeys.timeZone, timeZone);
    set({ timeZone });
  },
}));

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const resolveTimeZone = (choice: TimeZoneChoice) => (choice === 'browser' ? browserTimeZone() : choice);

/** The zone every time on screen and in downloads is shown in. */
export const getTimeZone = (): string => resolveTimeZone(useUiStore.getState().timeZone);

/** The same, re-rendering the caller when the user picks another zone. */
export const useTimeZone = (): string => resolveTimeZone(useUiStore((state) => state.timeZone));
