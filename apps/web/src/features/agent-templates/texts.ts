import type agentTemplates from '../../locales/zh_CN/agentTemplates.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    agentTemplates: typeof agentTemplates;
  }
}
