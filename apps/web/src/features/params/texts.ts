import type params from '../../locales/zh_CN/params.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    params: typeof params;
  }
}
