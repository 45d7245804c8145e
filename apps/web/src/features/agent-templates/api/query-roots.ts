declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'agent-templates': true;
  }
}

export {};
