declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'api-keys': true;
  }
}

export {};
