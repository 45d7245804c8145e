declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'address-book': true;
  }
}

export {};
