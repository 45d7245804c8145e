declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    firmware: true;
  }
}

export {};
