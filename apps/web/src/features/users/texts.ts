import type users from '../../locales/zh_CN/users.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    users: typeof users;
  }
}
