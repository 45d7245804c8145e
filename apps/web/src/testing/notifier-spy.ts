import { vi } from 'vitest';
import { setNotifier } from '../lib/notifier.ts';

/** Replaces the toast sink with spies; call the returned restore in afterEach. */
export function spyNotifier() {
  const notifier = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  const restore = setNotifier(notifier);
  return { notifier, restore };
}
