declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    mcp: true;
  }
}

export {};
