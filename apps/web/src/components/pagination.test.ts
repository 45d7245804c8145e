import { describe, expect, it, vi } from 'vitest';
import { tablePagination } from './pagination.ts';

describe('tablePagination', () => {
  it('labels the total in the current language only when asked', () => {
    const withTotal = tablePagination({ page: 1, limit: 10, total: 21, onChange: () => undefined, showTotal: true });
    expect(withTotal.showTotal?.(21, [1, 10])).toBe('共 21 条');
    expect(tablePagination({ page: 1, limit: 10, total: 21, onChange: () => undefined }).showTotal).toBeUndefined();
  });

  it('goes back to the first page when the page size changes, and keeps the page otherwise', () => {
    const onChange = vi.fn();
    const pagination = tablePagination({ page: 3, limit: 10, total: 200, onChange });
    pagination.onChange?.(4, 10);
    pagination.onChange?.(3, 50);
    expect(onChange.mock.calls).toEqual([
      [4, 10],
      [1, 50],
    ]);
  });
});
