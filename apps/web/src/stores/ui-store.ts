import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys.ts';
import type { FontSize } from '../config/ui.ts';
import { storage } from './storage.ts';

interface UiState {
  fontSize: FontSize;
  setFontSize: (fontSize: FontSize) => void;
}

const readFontSize = (): FontSize => (storage.get(storageKeys.fontSize) === 'big' ? 'big' : 'normal');

export const useUiStore = create<UiState>()((set) => ({
  fontSize: readFontSize(),
  setFontSize: (fontSize) => {
    storage.set(storageKeys.fontSize, fontSize);
    set({ fontSize });
  },
}));
