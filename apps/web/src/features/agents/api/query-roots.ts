declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    agents: true;
    'model-options': true;
  }
}

export {};
