declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'feature-switches': true;
  }
}

export {};
