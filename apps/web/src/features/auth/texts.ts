import type auth from '../../locales/zh_CN/auth.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    auth: typeof auth;
  }
}
