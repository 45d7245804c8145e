import type dicts from '../../locales/zh_CN/dicts.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    dicts: typeof dicts;
  }
}
