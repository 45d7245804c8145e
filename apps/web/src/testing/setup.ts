import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { loadConsoleLocale } from '../app/console-providers.tsx';
import { changeLocale, i18n, initI18n } from '../lib/i18n/i18n.ts';
import { useLocaleStore } from '../stores/locale-store.ts';
import { usePwaStore } from '../stores/pwa-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

// antd's first render of a screen takes over a second on a busy 2-core machine; findBy/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });
window.HTMLElement.prototype.scrollIntoView ??= vi.fn();
URL.createObjectURL ??= vi.fn(() => 'blob:captcha');
URL.revokeObjectURL ??= vi.fn();

// getComputedStyle with a pseudo element is not implemented in jsdom and antd calls it for scrollbars.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

const toInitialState = <State>(store: StoreApi<State>) => store.setState(store.getInitialState(), true);

/**
 * Test files share one window and module graph per worker (`isolate: false`, vitest.config.ts): each starts where a
 * fresh page would, at `/`, with the stores as created and the texts in Chinese.
 */
function startLikeAFreshPage(): Promise<void> {
  window.history.replaceState(null, '', '/');
  toInitialState(useSessionStore);
  toInitialState(useLocaleStore);
  toInitialState(usePwaStore);
  toInitialState(useUiStore);
  return i18n.language === 'zh_CN' ? Promise.resolve() : changeLocale('zh_CN');
}

beforeAll(async () => {
  await initI18n('zh_CN');
  await startLikeAFreshPage();
  // Every namespace up front, so components render at once instead of suspending on their texts.
  await i18n.loadNamespaces(['common', 'menu', 'auth', 'users', 'home', 'agents', 'devices', 'chat', 'time', 'models', 'providers', 'voices', 'llm', 'mcp', 'dicts', 'params', 'deviceServers', 'firmware']);
  // antd's and dayjs's texts, as the console route loads them.
  await loadConsoleLocale();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
