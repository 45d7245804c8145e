import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { PageTable } from './page-table.tsx';

interface Row {
  id: string;
  name: string;
}

const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

function renderTable(page: number, data: { list: Row[]; total: number }, loading = false) {
  const setPage = vi.fn();
  renderWithProviders(
    <PageTable<Row> title="Rows" paging={{ page, limit: 10, setPage }} data={data} loading={loading} emptyText="none" rowKey="id" columns={columns} />,
  );
  return setPage;
}

describe('PageTable', () => {
  it('shows the rows under the title', () => {
    renderTable(1, { list: [{ id: '1', name: 'first' }], total: 1 });
    expect(screen.getByRole('heading', { name: 'Rows' })).toBeTruthy();
    expect(screen.getByText('first')).toBeTruthy();
  });

  it('steps back a page once the page shown has emptied, e.g. after deleting its last row', () => {
    expect(renderTable(3, { list: [], total: 20 })).toHaveBeenCalledWith(2, 10);
  });

  it('names its selection checkboxes in the console\'s language, not antd\'s English', () => {
    renderWithProviders(
      <PageTable<Row>
        paging={{ page: 1, limit: 10, setPage: vi.fn() }}
        data={{ list: [{ id: '1', name: 'first' }, { id: '2', name: 'second' }], total: 2 }}
        loading={false}
        emptyText="none"
        rowKey="id"
        columns={columns}
        rowSelection={{ selectedRowKeys: [] }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: '选择此行' })).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });

  it('stays on an empty first page, on an empty list, and while loading', () => {
    expect(renderTable(1, { list: [], total: 0 })).not.toHaveBeenCalled();
    expect(renderTable(2, { list: [], total: 0 })).not.toHaveBeenCalled();
    expect(renderTable(2, { list: [], total: 15 }, true)).not.toHaveBeenCalled();
  });
});
