import { isAuditAction, type AuditLogRow } from '@vox/contracts';
import { Card, Descriptions, Grid, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { auditColumns, DetailText } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { KeysetPager, useCursorTrail } from './keyset-pager.tsx';

const FILTERS = ['user', 'action', 'from', 'to'] as const;

/** What the columns leave out, under the row: the full user agent, the detail, and on phones the IP. */
function RowDetail({ row, wide }: { row: AuditLogRow; wide: boolean }) {
  const { t } = useTranslation('audit');
  return (
    <Descriptions size="small" column={1} bordered>
      {row.targetId ? (
        <Descriptions.Item label={t('column.target')}>
          <span style={{ wordBreak: 'break-all' }}>{row.targetId}</span>
        </Descriptions.Item>
      ) : null}
      {wide ? null : <Descriptions.Item label={t('column.ip')}>{row.ip || '—'}</Descriptions.Item>}
      <Descriptions.Item label={t('column.userAgent')}>
        <span style={{ wordBreak: 'break-all' }}>{row.userAgent || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('column.detail')}>
        <DetailText row={row} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The admin's audit log: newest first, filtered by user, action and days, paged by cursor. */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const wide = Grid.useBreakpoint().md ?? false;
  const zone = useTimeZone();
  const { filters: raw, setFilter, limit, setPage } = useTableUrlState(FILTERS);
  const filters = { ...raw, action: isAuditAction(raw.action) ? raw.action : ('' as const) };
  const trail = useCursorTrail([filters.user, filters.action, filters.from, filters.to, limit].join('\u0000'));
  const { data, isFetching } = useAuditLogs({ ...filters, limit, cursor: trail.cursor });

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <AuditFilters filters={filters} onChange={setFilter} wide={wide} />
        <Table<AuditLogRow>
          rowKey="id"
          columns={auditColumns(t, { wide, zone })}
          dataSource={data?.list ?? []}
          loading={isFetching}
          pagination={false}
          tableLayout="fixed"
          scroll={wide ? { x: 1200 } : undefined}
          locale={{ emptyText: t('empty') }}
          expandable={{ expandedRowRender: (row) => <RowDetail row={row} wide={wide} /> }}
        />
        <KeysetPager trail={trail} nextCursor={data?.nextCursor} busy={isFetching} limit={limit} onLimit={(size) => setPage(1, size)} />
      </Card>
    </>
  );
}
