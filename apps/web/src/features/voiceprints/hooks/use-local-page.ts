import type { PageData } from '@vox/contracts';
import { useState } from 'react';
import type { Paging } from '../../../components/page-table.tsx';

/** A whole list the server answers at once, paged in the browser for the shared table. */
export function useLocalPage<T>(rows: readonly T[] | undefined, initialLimit = 10): { paging: Paging; data: PageData<T> | undefined } {
  const [state, setState] = useState({ page: 1, limit: initialLimit });
  const paging: Paging = { ...state, setPage: (page, limit) => setState((current) => ({ page, limit: limit ?? current.limit })) };
  if (!rows) return { paging, data: undefined };
  const start = (state.page - 1) * state.limit;
  return { paging, data: { total: rows.length, list: rows.slice(start, start + state.limit) } };
}
