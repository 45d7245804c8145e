import type llm from '../../locales/zh_CN/llm.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    llm: typeof llm;
  }
}
