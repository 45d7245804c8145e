import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type Loader = () => Promise<ResourceKey>;

/** Each locale/namespace JSON becomes its own small chunk, fetched when a screen first needs it. */
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' }) as Record<string, Loader>;

export const localeFileKey = (language: string, namespace: string) => `../../locales/${language}/${namespace}.json`;

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[localeFileKey(language, namespace)];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
