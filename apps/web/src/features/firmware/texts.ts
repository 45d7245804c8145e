import type firmware from '../../locales/zh_CN/firmware.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    firmware: typeof firmware;
  }
}
