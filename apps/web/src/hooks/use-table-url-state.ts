import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '../config/ui.ts';

export interface TableUrlState<F extends string> {
  page: number;
  limit: number;
  filters: Record<F, string>;
  setPage: (page: number, limit?: number) => void;
  /** Changing a filter starts again from page 1. */
  setFilter: (key: F, value: string) => void;
}

const readPage = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
};
const readLimit = (raw: string | null) => {
  const limit = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT;
};

/** List state (page, limit, filters) lives in the URL query so reloads and shared links keep it. */
export function useTableUrlState<F extends string>(filterKeys: readonly F[]): TableUrlState<F> {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const limit = readLimit(params.get('limit'));
  const filterSignature = filterKeys.map((key) => params.get(key) ?? '').join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<F, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when any filter value changes
    [filterSignature],
  );

  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault = value === '' || (key === 'page' && value === DEFAULT_PAGE) || (key === 'limit' && value === DEFAULT_LIMIT);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback((nextPage: number, nextLimit?: number) => update({ page: nextPage, limit: nextLimit ?? limit }), [update, limit]);
  const setFilter = useCallback((key: F, value: string) => update({ [key]: value, page: DEFAULT_PAGE }), [update]);
  return { page, limit, filters, setPage, setFilter };
}
