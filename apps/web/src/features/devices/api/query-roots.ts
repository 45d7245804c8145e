declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    devices: true;
  }
}

export {};
