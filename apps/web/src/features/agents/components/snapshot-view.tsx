import type { AgentSnapshotDetail } from '@vox/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SNAPSHOT_FIELDS, snapshotValueText, SNAPSHOT_FIELD_LABELS } from '../utils/snapshot-fields.ts';

interface Row {
  field: (typeof SNAPSHOT_FIELDS)[number];
  version: string;
  current: string;
}

/** One version beside the current configuration, field by field; rows that differ are marked. */
export function SnapshotView({ detail, wide }: { detail: AgentSnapshotDetail; wide: boolean }) {
  const { t } = useTranslation('agents');
  const rows: Row[] = SNAPSHOT_FIELDS.map((field) => ({
    field,
    version: snapshotValueText(detail.snapshotData, field),
    current: snapshotValueText(detail.currentSnapshotData, field),
  }));
  const text = (value: string) => (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} ellipsis={{ rows: 4, expandable: true, symbol: t('history.more') }}>
      {value}
    </Typography.Paragraph>
  );
  const columns: TableColumnsType<Row> = [
    {
      title: t('history.column.field'),
      dataIndex: 'field',
      width: wide ? 180 : 110,
      render: (field: Row['field'], row) => (
        <>
          <Typography.Text strong={row.version !== row.current}>{t(SNAPSHOT_FIELD_LABELS[field])}</Typography.Text>
          {row.version !== row.current ? <Tag color="orange" style={{ marginInlineStart: 6 }}>{t('history.differs')}</Tag> : null}
        </>
      ),
    },
    { title: t('history.column.version', { n: detail.versionNo }), dataIndex: 'version', render: text },
    { title: t('history.column.current'), dataIndex: 'current', render: text, hidden: !wide },
  ];
  return <Table<Row> size="small" rowKey="field" pagination={false} columns={columns} dataSource={rows} scroll={{ y: 420 }} />;
}
