declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'model-config': true;
  }
}

export {};
