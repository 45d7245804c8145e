declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'admin-users': true;
  }
}

export {};
