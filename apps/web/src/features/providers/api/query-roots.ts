declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'model-providers': true;
  }
}

export {};
