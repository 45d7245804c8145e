import type { PaginationProps } from 'antd';
import { PAGE_SIZES, PAGER_COUNT } from '../config/ui.ts';

interface PagingArgs {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number, limit: number) => void;
  showTotal?: (total: number) => string;
}

/**
 * SPEC §9 paging for every table: sizes 10..100, default 10, pager count 7. antd has no pager-count prop: it always
 * shows about 7 page buttons (5 with `showLessItems`), so counts of 5 or less map to `showLessItems`.
 */
export function tablePagination({ page, limit, total, onChange, showTotal }: PagingArgs): PaginationProps {
  return {
    current: page,
    pageSize: limit,
    total,
    onChange,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showLessItems: PAGER_COUNT <= 5,
    showTotal,
    responsive: true,
  };
}
