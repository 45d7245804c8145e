import type devices from '../../locales/zh_CN/devices.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    devices: typeof devices;
  }
}
