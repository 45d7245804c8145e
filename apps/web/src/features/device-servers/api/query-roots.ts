declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'device-servers': true;
  }
}

export {};
