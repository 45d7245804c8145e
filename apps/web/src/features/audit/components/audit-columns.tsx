import { isAuditAction, type AuditLogRow } from '@vox/contracts';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';

type T = TFunction<'audit'>;

/** The catalogue's words for an action; a name the console no longer knows is shown as stored. */
export const actionLabel = (t: T, action: string) => (isAuditAction(action) ? t(`action.${action}`) : action);

const failureCode = (row: AuditLogRow) => (typeof row.detail?.code === 'number' ? row.detail.code : null);

function Outcome({ row, t }: { row: AuditLogRow; t: T }) {
  if (row.outcome === 'success') return <Tag color="success">{t('outcome.success')}</Tag>;
  const code = failureCode(row);
  return (
    <Tag color="error" title={code === null ? undefined : t('outcome.code', { code })}>
      {t('outcome.failure')}
      {code === null ? '' : ` ${code}`}
    </Tag>
  );
}

function Who({ row, t }: { row: AuditLogRow; t: T }) {
  if (row.userName) return <span title={row.userId ?? undefined}>{row.userName}</span>;
  if (row.userId) return <span>{row.userId}</span>;
  return <Typography.Text type="secondary">{t('user.unknown')}</Typography.Text>;
}

/** A user as their phone, a route as `PUT /xiaozhi/admin/params` with the id it was aimed at underneath. */
function Target({ row }: { row: AuditLogRow }) {
  const main = row.targetName ?? row.targetId;
  if (!main) return <EmptyValue value={null} />;
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: main }} style={{ display: 'block' }}>
        {main}
      </Typography.Text>
      {row.targetName && row.targetId ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.targetId }} style={{ display: 'block', fontSize: 12 }}>
          {row.targetId}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** What the entry keeps besides its columns: path ids, field names, error code. */
export function DetailText({ row }: { row: AuditLogRow }) {
  if (!row.detail) return <EmptyValue value={null} />;
  return <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(row.detail)}</Typography.Text>;
}

/**
 * Desktop: every column, the user agent cut to its cell. Phones: time with the outcome, and who did what; the rest
 * opens under the row.
 */
export function auditColumns(t: T, { wide, zone }: { wide: boolean; zone: string }): TableColumnsType<AuditLogRow> {
  const time = (row: AuditLogRow) => formatDateTime(new Date(row.createdAt), zone);
  if (!wide) {
    return [
      {
        title: t('column.time'),
        key: 'time',
        width: 130,
        render: (_, row) => (
          <Space direction="vertical" size={4}>
            <span>{time(row)}</span>
            <Outcome row={row} t={t} />
          </Space>
        ),
      },
      {
        title: t('column.action'),
        key: 'action',
        // What was done to whom, then who did it; ids and the client open under the row.
        render: (_, row) => (
          <div style={{ minWidth: 0, wordBreak: 'break-all' }}>
            <strong>{actionLabel(t, row.action)}</strong>
            {row.targetName ?? row.targetId ? <div>{row.targetName ?? row.targetId}</div> : null}
            <Typography.Text type="secondary">
              <Who row={row} t={t} />
            </Typography.Text>
          </div>
        ),
      },
    ];
  }
  return [
    { title: t('column.time'), key: 'time', width: 180, render: (_, row) => time(row) },
    { title: t('column.user'), key: 'user', width: 160, render: (_, row) => <Who row={row} t={t} /> },
    { title: t('column.action'), key: 'action', width: 150, render: (_, row) => actionLabel(t, row.action) },
    { title: t('column.target'), key: 'target', width: 260, render: (_, row) => <Target row={row} /> },
    { title: t('column.outcome'), key: 'outcome', width: 120, render: (_, row) => <Outcome row={row} t={t} /> },
    { title: t('column.ip'), dataIndex: 'ip', width: 140, render: (ip: string) => <EmptyValue value={ip} /> },
    { title: t('column.userAgent'), dataIndex: 'userAgent', ellipsis: { showTitle: true }, render: (agent: string) => <EmptyValue value={agent} /> },
  ];
}
