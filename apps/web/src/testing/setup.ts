import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadConsoleLocale } from '../app/console-providers.tsx';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';

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

beforeAll(async () => {
  await initI18n('zh_CN');
  // Every namespace up front, so components render at once instead of suspending on their texts.
  await i18n.loadNamespaces(['common', 'menu', 'auth', 'users', 'home', 'agents', 'devices', 'chat', 'time', 'models', 'providers', 'voices', 'llm', 'mcp', 'dicts', 'params', 'deviceServers', 'firmware']);
  // antd's and dayjs's texts, as the console route loads them.
  await loadConsoleLocale();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
