import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CacheDialog } from './cache-dialog.tsx';

/** An in-memory CacheStorage: the parts of the Cache API the dialog reads. */
function fakeCaches(entries: Record<string, string[]>) {
  const stores = new Map(Object.entries(entries).map(([name, urls]) => [name, new Set(urls)]));
  return {
    has: async (name: string) => stores.has(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => ({
      keys: async () => [...(stores.get(name) ?? [])].map((url) => new Request(url)),
      match: async (request: Request) => (stores.get(name)?.has(request.url) ? new Response('') : undefined),
    }),
  };
}

const pressAltC = () => fireEvent.keyDown(window, { key: 'c', code: 'KeyC', altKey: true });

/** The dialog suspends until its texts load; it listens for the shortcut once mounted. */
async function renderDialog() {
  renderWithProviders(<CacheDialog />);
  await waitFor(() => expect(window.checkCDNCacheStatus).toBeTypeOf('function'));
}

describe('CDN cache dialog', () => {
  afterEach(() => {
    delete (window as { caches?: unknown }).caches;
  });

  it('opens on Alt+C and lists the cached scripts and stylesheets with their count', async () => {
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: fakeCaches({
        'cdn-scripts': ['https://unpkg.com/vue@2.6.14/dist/vue.min.js'],
        'cdn-stylesheets': ['https://unpkg.com/element-ui@2.15.14/lib/theme-chalk/index.css'],
      }),
    });
    await renderDialog();
    act(pressAltC);
    expect(await screen.findByText('CDN资源缓存状态')).toBeTruthy();
    expect(await screen.findByText('https://unpkg.com/vue@2.6.14/dist/vue.min.js')).toBeTruthy();
    expect(screen.getByText('https://unpkg.com/element-ui@2.15.14/lib/theme-chalk/index.css')).toBeTruthy();
    expect(screen.getByText('已缓存 2 个 CDN 资源')).toBeTruthy();
    expect(screen.getAllByText('已缓存')).toHaveLength(2);
  });

  it('warns when nothing is cached and opens from the global debug function too', async () => {
    Object.defineProperty(window, 'caches', { configurable: true, value: fakeCaches({}) });
    await renderDialog();
    act(() => window.checkCDNCacheStatus?.());
    expect(await screen.findByText('未找到已缓存的 CDN 资源')).toBeTruthy();
  });

  it('says the browser lacks the Cache API and offers a page refresh', async () => {
    await renderDialog();
    act(pressAltC);
    expect(await screen.findByText('当前浏览器不支持 Cache API，无法查看缓存状态')).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
  });
});
