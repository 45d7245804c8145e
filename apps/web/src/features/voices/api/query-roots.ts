declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'voice-catalogue': true;
  }
}

export {};
