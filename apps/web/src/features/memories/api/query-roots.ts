declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    memories: true;
  }
}

export {};
