declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    params: true;
  }
}

export {};
