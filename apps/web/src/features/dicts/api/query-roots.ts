declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    dicts: true;
  }
}

export {};
