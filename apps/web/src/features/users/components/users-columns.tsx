import { USER_STATUS, type AdminUserRow, type AdminUserSort } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import type { SortableColumn } from '../../../components/table-sort.ts';
import { formatDateTime, showGmt8 } from '../../../lib/date-time.ts';
import type { UserStatus } from '../api/user-mutations.ts';

export interface RowHandlers {
  /** The zone times are shown in (the user menu's choice); passing it re-renders them when it changes. */
  zone: string;
  selfId: string;
  /**
   * Desktop: every column with the actions pinned while scrolling sideways. Phones: only what identifies a user and
   * what can be done, so no sideways scrolling is needed.
   */
  wide: boolean;
  onResetPassword: (row: AdminUserRow) => void;
  onSetStatus: (row: AdminUserRow, status: UserStatus) => void;
  onUnlock: (row: AdminUserRow) => Promise<unknown>;
  onDelete: (row: AdminUserRow) => Promise<unknown>;
  /** The server sorts the whole list; the column shows which sort is on. */
  sortable: (field: AdminUserSort) => SortableColumn;
}

function RowActions({ row, handlers, t }: { row: AdminUserRow; handlers: RowHandlers; t: TFunction<'users'> }) {
  // The server refuses actions on one's own account (10301); hide the temptation.
  const self = row.userid === handlers.selfId;
  const enabled = row.status === USER_STATUS.NORMAL;
  return (
    <Space size={0} wrap>
      <Popconfirm title={t('confirm.resetPassword', { mobile: row.mobile })} onConfirm={() => handlers.onResetPassword(row)}>
        <Button type="link" size="small">{t('action.resetPassword')}</Button>
      </Popconfirm>
      {row.lockedUntil ? (
        <Popconfirm title={t('confirm.unlock', { mobile: row.mobile })} onConfirm={() => handlers.onUnlock(row)}>
          <Button type="link" size="small">{t('action.unlock')}</Button>
        </Popconfirm>
      ) : null}
      <Button type="link" size="small" disabled={self} onClick={() => handlers.onSetStatus(row, enabled ? USER_STATUS.DISABLED : USER_STATUS.NORMAL)}>
        {enabled ? t('action.disable') : t('action.enable')}
      </Button>
      <Popconfirm title={t('confirm.delete', { mobile: row.mobile })} okButtonProps={{ danger: true }} onConfirm={() => handlers.onDelete(row)} disabled={self}>
        <Button type="link" size="small" danger disabled={self}>{t('action.delete')}</Button>
      </Popconfirm>
    </Space>
  );
}

function StatusTags({ row, zone, t }: { row: AdminUserRow; zone: string; t: TFunction<'users'> }) {
  const status = row.status === USER_STATUS.NORMAL ? <Tag color="success">{t('status.normal')}</Tag> : <Tag color="error">{t('status.disabled')}</Tag>;
  if (!row.lockedUntil) return status;
  return (
    <Space size={4} wrap>
      {status}
      <Tag color="warning" title={formatDateTime(new Date(row.lockedUntil), zone)}>
        {t('status.locked', { minutes: Math.max(1, Math.ceil((Date.parse(row.lockedUntil) - Date.now()) / 60_000)) })}
      </Tag>
    </Space>
  );
}

/** On phones the status rides under the number, so three columns fit 390 px. */
function MobileCell({ row, wide, zone, t }: { row: AdminUserRow; wide: boolean; zone: string; t: TFunction<'users'> }) {
  if (wide) return <EmptyValue value={row.mobile} />;
  return (
    <Space direction="vertical" size={4}>
      <EmptyValue value={row.mobile} />
      <StatusTags row={row} zone={zone} t={t} />
    </Space>
  );
}

export function userColumns(t: TFunction<'users'>, handlers: RowHandlers): TableColumnsType<AdminUserRow> {
  return [
    { title: t('column.userid'), dataIndex: 'userid', width: 200, ellipsis: true, hidden: !handlers.wide },
    {
      title: t('column.mobile'),
      dataIndex: 'mobile',
      width: handlers.wide ? 180 : undefined,
      ...handlers.sortable('mobile'),
      render: (_: string, row) => <MobileCell row={row} wide={handlers.wide} zone={handlers.zone} t={t} />,
    },
    { title: t('column.deviceCount'), dataIndex: 'deviceCount', width: 110, align: 'right', hidden: !handlers.wide, ...handlers.sortable('deviceCount') },
    { title: t('column.createDate'), dataIndex: 'createDate', width: 180, hidden: !handlers.wide, ...handlers.sortable('createDate'), render: (value: string) => <EmptyValue value={showGmt8(value, handlers.zone)} /> },
    {
      title: t('column.status'),
      dataIndex: 'status',
      hidden: !handlers.wide,
      width: 180,
      render: (_: number, row) => <StatusTags row={row} zone={handlers.zone} t={t} />,
    },
    { title: t('column.actions'), key: 'actions', fixed: handlers.wide ? 'right' : undefined, width: handlers.wide ? 230 : 150, render: (_, row) => <RowActions row={row} handlers={handlers} t={t} /> },
  ];
}
