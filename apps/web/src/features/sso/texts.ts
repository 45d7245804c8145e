import type sso from '../../locales/zh_CN/sso.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    sso: typeof sso;
  }
}
