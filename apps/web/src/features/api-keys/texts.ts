import type apiKeys from '../../locales/zh_CN/apiKeys.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    apiKeys: typeof apiKeys;
  }
}
