import type providers from '../../locales/zh_CN/providers.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    providers: typeof providers;
  }
}
