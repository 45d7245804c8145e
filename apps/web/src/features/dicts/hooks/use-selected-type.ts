import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const TYPE_PARAM = 'type';
/** The data panel's URL state (useTableUrlState) belongs to one type; choosing another starts it afresh. */
const DATA_PARAMS = ['page', 'limit', 'dictLabel', 'dictValue'] as const;

/** The selected dictionary type lives in the URL (`?type=<id>`) so a reload or a shared link keeps it. */
export function useSelectedType() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(TYPE_PARAM) ?? '';
  const select = useCallback(
    (id: string, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of DATA_PARAMS) next.delete(key);
          if (id) next.set(TYPE_PARAM, id);
          else next.delete(TYPE_PARAM);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { selectedId, select };
}
