import type features from '../../locales/zh_CN/features.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    features: typeof features;
  }
}
