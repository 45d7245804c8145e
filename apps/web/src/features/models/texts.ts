import type models from '../../locales/zh_CN/models.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    models: typeof models;
  }
}
