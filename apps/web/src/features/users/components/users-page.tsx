import { UserAddOutlined } from '../../../components/icons.tsx';
import { ADMIN_USER_SORTS, type AdminUserRow, type AdminUserSort } from '@vox/contracts';
import { Button, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useUsers } from '../api/get-users.ts';
import { useUserActions } from '../hooks/use-user-actions.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { NewPasswordModal, type IssuedPassword } from './new-password-modal.tsx';
import { userColumns } from './users-columns.tsx';
import { UserBatchActions } from './users-toolbar.tsx';
import { useTimeZone } from '../../../stores/ui-store.ts';

const FILTERS = ['mobile', 'sort'] as const;

/** `?sort=deviceCount.descend`: the server-side sort kept in the URL with the page and the filter. */
function parseSort(raw: string): { sort: AdminUserSort; order: 'ascend' | 'descend' } {
  const [field, order] = raw.split('.');
  const sort = (ADMIN_USER_SORTS as readonly string[]).includes(field ?? '') ? (field as AdminUserSort) : 'createDate';
  return { sort, order: order === 'descend' ? 'descend' : 'ascend' };
}

export function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const selfId = useSessionStore((state) => state.uid);
  const wide = Grid.useBreakpoint().md ?? false;
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const sorting = parseSort(filters.sort);
  const { data, isFetching } = useUsers({ page: paging.page, limit: paging.limit, mobile: filters.mobile, ...sorting });
  const [selected, setSelected] = useCheckedRows<AdminUserRow>(`${paging.page}|${paging.limit}|${filters.mobile}`);
  const actions = useUserActions(() => setSelected([]));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<IssuedPassword | null>(null);

  const columns = userColumns(t, {
    sortOrderOf: (field) => (filters.sort && sorting.sort === field ? sorting.order : null),
    selfId,
    wide,
    zone: useTimeZone(),
    onResetPassword: actions.resetPassword,
    onUnlock: actions.unlock,
    onSetStatus: (row, status) => actions.setStatus([row], status),
    onDelete: actions.deleteOne,
  });

  return (
    <>
      <PageTable<AdminUserRow>
        title={t('title')}
        filters={
          <SearchInput value={filters.mobile} onSearch={(mobile) => setFilter('mobile', mobile)} placeholder={t('search.placeholder')} style={{ maxWidth: 320 }} inputMode="tel" />
        }
        actions={
          <>
            <UserBatchActions
              selected={selected}
              onClearSelection={() => setSelected([])}
              onSetStatus={actions.setStatus}
              onDelete={actions.deleteMany}
            />
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
              {t('action.add')}
            </Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || actions.busy}
        emptyText={t('empty')}
        onChange={(_pagination, _filters, sorter, { action }) => {
          // Paging also reports here; only a sort change starts the list again from page 1.
          if (action !== 'sort') return;
          const { field, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
          setFilter('sort', order && typeof field === 'string' ? `${field}.${order}` : '');
        }}
        rowKey="userid"
        columns={columns}
        minWidth={990}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.userid),
          onChange: (_, selectedRows) => setSelected(selectedRows),
          getCheckboxProps: (row) => ({ disabled: row.userid === selfId }),
        }}
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <NewPasswordModal issued={created ?? actions.issued} onClose={() => (created ? setCreated(null) : actions.closeIssued())} />
    </>
  );
}
