declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    sso: true;
  }
}

export {};
