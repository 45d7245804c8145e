import type deviceServers from '../../locales/zh_CN/deviceServers.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    deviceServers: typeof deviceServers;
  }
}
