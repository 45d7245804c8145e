declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'voice-clones': true;
  }
}

export {};
