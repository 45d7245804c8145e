import type { PaginationProps } from 'antd';
import { i18n } from '../lib/i18n/i18n.ts';
import { DEFAULT_PAGE, PAGE_SIZES, PAGER_COUNT } from '../config/ui.ts';

interface PagingArgs {
  page: number;
  limit: number;
  total: number;
  /** Called with the page to show: back to the first page when the page size changed. */
  onChange: (page: number, limit: number) => void;
  /** Show "N in total" (common namespace) beside the pager. */
  showTotal?: boolean;
}

/**
 * Paging for every table: sizes 10..100, default 10, pager count 7. antd has no pager-count prop: it always
 * shows about 7 page buttons (5 with `showLessItems`), so counts of 5 or less map to `showLessItems`.
 */
export function tablePagination({ page, limit, total, onChange, showTotal = false }: PagingArgs): PaginationProps {
  return {
    current: page,
    pageSize: limit,
    total,
    onChange: (nextPage, nextLimit) => onChange(nextLimit === limit ? nextPage : DEFAULT_PAGE, nextLimit),
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showLessItems: PAGER_COUNT <= 5,
    ...(showTotal ? { showTotal: (count: number) => i18n.t('pagination.total', { ns: 'common', total: count }) } : {}),
    responsive: true,
  };
}
