import type addressBook from '../../locales/zh_CN/addressBook.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    addressBook: typeof addressBook;
  }
}
