import type datasets from '../../locales/zh_CN/datasets.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    datasets: typeof datasets;
  }
}
