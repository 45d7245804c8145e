import type memories from '../../locales/zh_CN/memories.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    memories: typeof memories;
  }
}
