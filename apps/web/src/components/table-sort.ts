import type { ListSort, SortOrder } from '@vox/contracts';
import type { SorterResult } from 'antd/es/table/interface';

export interface SortableColumn {
  sorter: true;
  sortOrder: SortOrder | null;
}

export interface TableSort<F extends string> {
  /** What the server is asked for: the sort kept in the URL, else the list's usual order. */
  query: ListSort<F>;
  /** A sortable column's props: only a sort picked by a header lights one up, the usual order none. */
  column: (field: F) => SortableColumn;
  /** PageTable's `onChange`: a header click keeps `field.order` ('' once cleared); paging also reports here and is left alone. */
  onChange: <T>(pagination: unknown, filters: unknown, sorter: SorterResult<T> | SorterResult<T>[], extra: { action: string }) => void;
}

/**
 * A list sorted on the server by its column headers, the choice kept in the URL as `?sort=deviceCount.descend` with
 * the page and the filters. `raw` is that value and `keep` stores a new one (a new sort starts from page 1).
 */
export function tableSort<F extends string>(raw: string, fields: readonly F[], usual: ListSort<F>, keep: (value: string) => void): TableSort<F> {
  const [field = '', order] = raw.split('.');
  const picked = (fields as readonly string[]).includes(field);
  const query: ListSort<F> = picked ? { sort: field as F, order: order === 'descend' ? 'descend' : 'ascend' } : usual;
  return {
    query,
    column: (column) => ({ sorter: true, sortOrder: picked && query.sort === column ? query.order : null }),
    onChange: (_pagination, _filters, sorter, { action }) => {
      if (action !== 'sort') return;
      const { field: dataIndex, order: next } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
      keep(next && typeof dataIndex === 'string' ? `${dataIndex}.${next}` : '');
    },
  };
}
