import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the build's prerender and while React hydrates that markup, true from the render after; true at once
 * when the screen renders without prerendered markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
