import type voiceprints from '../../locales/zh_CN/voiceprints.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    voiceprints: typeof voiceprints;
  }
}
