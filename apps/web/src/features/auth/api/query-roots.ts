declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    auth: true;
  }
}

export {};
