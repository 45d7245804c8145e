import type mcp from '../../locales/zh_CN/mcp.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    mcp: typeof mcp;
  }
}
