import { create } from 'zustand';

interface PwaState {
  /** A new service worker is installed and waiting for a reload. */
  updateReady: boolean;
  markUpdateReady: () => void;
}

export const usePwaStore = create<PwaState>()((set) => ({
  updateReady: false,
  markUpdateReady: () => set({ updateReady: true }),
}));
