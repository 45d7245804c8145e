import { useState } from 'react';

/** Checked rows belong to one page of one query: when `scope` changes they are dropped. */
export function useCheckedRows<T>(scope: string) {
  const [state, setState] = useState<{ scope: string; rows: T[] }>({ scope: '', rows: [] });
  const rows = state.scope === scope ? state.rows : [];
  return [rows, (next: T[]) => setState({ scope, rows: next })] as const;
}
