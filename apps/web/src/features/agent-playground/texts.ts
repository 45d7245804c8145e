import type playground from '../../locales/zh_CN/playground.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    playground: typeof playground;
  }
}
