declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'private-llms': true;
  }
}

export {};
