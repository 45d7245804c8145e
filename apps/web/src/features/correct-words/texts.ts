import type correctWords from '../../locales/zh_CN/correctWords.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    correctWords: typeof correctWords;
  }
}
