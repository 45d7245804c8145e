import type { AdminUserRow } from '@vox/contracts';
import { Card, Grid, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../components/pagination.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useUsers } from '../api/get-users.ts';
import { useUserActions } from '../hooks/use-user-actions.ts';
import { NewPasswordModal } from './new-password-modal.tsx';
import { userColumns } from './users-columns.tsx';
import { UsersToolbar } from './users-toolbar.tsx';

const FILTERS = ['mobile'] as const;

export function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const selfId = useSessionStore((state) => state.uid);
  const wide = Grid.useBreakpoint().md ?? false;
  const { page, limit, filters, setPage, setFilter } = useTableUrlState(FILTERS);
  const { data, isFetching } = useUsers({ page, limit, mobile: filters.mobile });
  // The selection belongs to one page of one query; moving on drops it.
  const selectionKey = `${page}|${limit}|${filters.mobile}`;
  const [selection, setSelection] = useState<{ key: string; rows: AdminUserRow[] }>({ key: '', rows: [] });
  const selected = selection.key === selectionKey ? selection.rows : [];
  const setSelected = (rows: AdminUserRow[]) => setSelection({ key: selectionKey, rows });
  const rows = data?.list ?? [];
  const actions = useUserActions((deleted) => {
    setSelected([]);
    // Deleting the whole last page would leave an empty page behind: step back one.
    if (deleted >= rows.length && page > 1) setPage(page - 1);
  });

  const columns = userColumns(t, {
    selfId,
    wide,
    onResetPassword: actions.resetPassword,
    onUnlock: actions.unlock,
    onSetStatus: (row, status) => actions.setStatus([row], status, false),
    onDelete: actions.deleteOne,
  });

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <UsersToolbar
          mobile={filters.mobile}
          onMobileChange={(mobile) => setFilter('mobile', mobile)}
          selected={selected}
          onClearSelection={() => setSelected([])}
          onSetStatus={(targets, status) => actions.setStatus(targets, status, true)}
          onDelete={actions.deleteMany}
        />
        <Table<AdminUserRow>
          rowKey="userid"
          columns={columns}
          dataSource={rows}
          loading={isFetching || actions.busy}
          scroll={wide ? { x: 990 } : undefined}
          locale={{ emptyText: t('empty') }}
          rowSelection={{
            selectedRowKeys: selected.map((row) => row.userid),
            onChange: (_, selectedRows) => setSelected(selectedRows),
            getCheckboxProps: (row) => ({ disabled: row.userid === selfId }),
          }}
          pagination={tablePagination({
            page,
            limit,
            total: data?.total ?? 0,
            onChange: setPage,
            showTotal: true,
          })}
        />
      </Card>
      <NewPasswordModal issued={actions.issued} onClose={actions.closeIssued} />
    </>
  );
}
