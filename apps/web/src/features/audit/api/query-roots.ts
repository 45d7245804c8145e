declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'audit-log': true;
  }
}

export {};
