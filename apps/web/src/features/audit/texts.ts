import type audit from '../../locales/zh_CN/audit.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    audit: typeof audit;
  }
}
