import { UserAddOutlined } from '../../../components/icons.tsx';
import { ADMIN_USER_SORTS, ADMIN_USER_USUAL_SORT, type AdminUserRow } from '@vox/contracts';
import { Button, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { tableSort } from '../../../components/table-sort.ts';
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

export function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const selfId = useSessionStore((state) => state.uid);
  const wide = Grid.useBreakpoint().md ?? false;
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const sorting = tableSort(filters.sort, ADMIN_USER_SORTS, ADMIN_USER_USUAL_SORT, (value) => setFilter('sort', value));
  const { data, isFetching } = useUsers({ page: paging.page, limit: paging.limit, mobile: filters.mobile, ...sorting.query });
  const [selected, setSelected] = useCheckedRows<AdminUserRow>(`${paging.page}|${paging.limit}|${filters.mobile}|${filters.sort}`);
  const actions = useUserActions(() => setSelected([]));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<IssuedPassword | null>(null);

  const columns = userColumns(t, {
    sortable: sorting.column,
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
        onChange={sorting.onChange}
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
