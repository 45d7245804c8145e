import type voices from '../../locales/zh_CN/voices.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    voices: typeof voices;
  }
}
