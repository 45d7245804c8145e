declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'voice-resources': true;
  }
}

export {};
