declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'agent-playground': true;
  }
}

export {};
