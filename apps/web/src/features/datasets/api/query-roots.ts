declare module '../../../lib/query-keys.ts' {
  interface QueryRoots {
    datasets: true;
  }
}

export {};
