import type agents from '../../locales/zh_CN/agents.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    agents: typeof agents;
  }
}
