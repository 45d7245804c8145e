import type cdn from '../../locales/zh_CN/cdn.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    cdn: typeof cdn;
  }
}
