declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    voiceprints: true;
  }
}

export {};
