import type voiceResources from '../../locales/zh_CN/voiceResources.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    voiceResources: typeof voiceResources;
  }
}
