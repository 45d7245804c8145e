declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'correct-words': true;
  }
}

export {};
