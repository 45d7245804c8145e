import type { VoiceResource } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { showGmt8 } from '../../../lib/date-time.ts';

export interface VoiceResourceRowHandlers {
  wide: boolean;
  /** The zone times are shown in (the user menu's choice); passing it re-renders them when it changes. */
  zone: string;
  onDelete: (row: VoiceResource) => Promise<unknown>;
}

type T = TFunction<'voiceResources'>;

/** Upstream's train_status: 0 not trained, 1 training, 2 trained, 3 failed (with the provider's reason). */
const STATUS_COLORS = ['default', 'processing', 'success', 'error'] as const;

function TrainStatus({ row, t }: { row: VoiceResource; t: T }) {
  const status = Math.min(Math.max(row.trainStatus, 0), 3);
  const tag = <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>{t(`status.${status}` as 'status.0')}</Tag>;
  return row.trainError ? <Tooltip title={row.trainError}>{tag}</Tooltip> : tag;
}

/** Phones: one cell with the voice id, owner, platform and state. */
function CompactResource({ row, t, zone }: { row: VoiceResource; t: T; zone: string }) {
  return (
    <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
      <Typography.Text code copyable={{ text: row.voiceId }} style={{ wordBreak: 'break-all' }}>{row.voiceId}</Typography.Text>
      <Typography.Text style={{ wordBreak: 'break-word' }}>{row.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
        {[row.userName ?? row.userId, row.modelName, row.languages].filter(Boolean).join(' · ')}
      </Typography.Text>
      <Space size={6} wrap>
        <TrainStatus row={row} t={t} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{showGmt8(row.createDate, zone)}</Typography.Text>
      </Space>
    </Space>
  );
}

export function voiceResourceColumns(t: T, h: VoiceResourceRowHandlers): TableColumnsType<VoiceResource> {
  return [
    { title: t('field.resource'), key: 'resource', hidden: h.wide, render: (_, row) => <CompactResource row={row} t={t} zone={h.zone} /> },
    {
      title: t('field.voiceId'),
      dataIndex: 'voiceId',
      width: 200,
      hidden: !h.wide,
      render: (voiceId: string) => <Typography.Text code copyable={{ text: voiceId }} ellipsis={{ tooltip: voiceId }}>{voiceId}</Typography.Text>,
    },
    { title: t('field.name'), dataIndex: 'name', ellipsis: true, hidden: !h.wide },
    { title: t('field.owner'), dataIndex: 'userName', width: 150, ellipsis: true, hidden: !h.wide, render: (name: string | null, row) => name ?? row.userId },
    { title: t('field.platform'), dataIndex: 'modelName', width: 170, ellipsis: true, hidden: !h.wide, render: (name: string | null) => name ?? '-' },
    { title: t('field.languages'), dataIndex: 'languages', width: 140, ellipsis: true, hidden: !h.wide },
    { title: t('field.trainStatus'), dataIndex: 'trainStatus', width: 110, hidden: !h.wide, render: (_: number, row) => <TrainStatus row={row} t={t} /> },
    { title: t('field.createDate'), dataIndex: 'createDate', width: 170, hidden: !h.wide, render: (value: string) => showGmt8(value, h.zone) },
    {
      title: h.wide ? t('column.actions') : null,
      key: 'actions',
      fixed: h.wide ? 'right' : undefined,
      width: h.wide ? 90 : 64,
      render: (_, row) => (
        <Popconfirm title={t('confirm.delete', { voiceId: row.voiceId })} description={t('confirm.deleteConsequence')} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
          <Button type="link" size="small" danger style={{ paddingInline: 0 }}>{t('action.delete')}</Button>
        </Popconfirm>
      ),
    },
  ];
}
