import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys.ts';
import type { FontSize } from '../config/ui.ts';
import { storage } from './storage.ts';
import { readTimeZoneChoice, resolveTimeZone, type TimeZoneChoice } from './stored-session.ts';

export { browserTimeZone, type TimeZoneChoice } from './stored-session.ts';

interface UiState {
  fontSize: FontSize;
  timeZone: TimeZoneChoice;
  setFontSize: (fontSize: FontSize) => void;
  setTimeZone: (timeZone: TimeZoneChoice) => void;
}

const readFontSize = (): FontSize => (storage.get(storageKeys.fontSize) === 'big' ? 'big' : 'normal');

export const useUiStore = create<UiState>()((set) => ({
  fontSize: readFontSize(),
  timeZone: readTimeZoneChoice(),
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


/** The zone every time on screen and in downloads is shown in. */
export const getTimeZone = (): string => resolveTimeZone(useUiStore.getState().timeZone);

/** The same, re-rendering the caller when the user picks another zone. */
export const useTimeZone = (): string => resolveTimeZone(useUiStore((state) => state.timeZone));
