import type voiceClones from '../../locales/zh_CN/voiceClones.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    voiceClones: typeof voiceClones;
  }
}
