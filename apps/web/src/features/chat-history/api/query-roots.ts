declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    'chat-history': true;
  }
}

export {};
