import type { Firmware, FirmwareSort } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SortableColumn } from '../../../components/table-sort.ts';
import { showGmt8 } from '../../../lib/date-time.ts';
import { formatSize } from '../utils/format-size.ts';

export interface FirmwareRowHandlers {
  wide: boolean;
  /** The zone times are shown in (the user menu's choice); passing it re-renders them when it changes. */
  zone: string;
  boardLabel: (type: string) => string;
  /** The server sorts the whole list; the column shows which sort is on. */
  sortable: (field: FirmwareSort) => SortableColumn;
  onDownload: (row: Firmware) => void;
  onEdit: (row: Firmware) => void;
  onDelete: (row: Firmware) => Promise<unknown>;
}

type T = TFunction<'firmware'>;

function NameCell({ row, h }: { row: Firmware; h: FirmwareRowHandlers }) {
  if (h.wide) return <>{row.firmwareName}</>;
  return (
    <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ wordBreak: 'break-word' }}>{row.firmwareName}</Typography.Text>
      <Space size={4} wrap>
        <Tag color="blue">v{row.version}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{h.boardLabel(row.type)}</Typography.Text>
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${formatSize(row.size)} · ${showGmt8(row.createDate, h.zone) ?? ''}`}</Typography.Text>
      {row.remark && <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>{row.remark}</Typography.Text>}
    </Space>
  );
}

export function firmwareColumns(t: T, h: FirmwareRowHandlers): TableColumnsType<Firmware> {
  return [
    { title: t('field.firmwareName'), dataIndex: 'firmwareName', ellipsis: h.wide, ...h.sortable('firmwareName'), render: (_: string, row) => <NameCell row={row} h={h} /> },
    { title: t('field.type'), dataIndex: 'type', width: 180, ellipsis: true, hidden: !h.wide, ...h.sortable('type'), render: (type: string) => <Tooltip title={type}>{h.boardLabel(type)}</Tooltip> },
    { title: t('field.version'), dataIndex: 'version', width: 110, hidden: !h.wide, ...h.sortable('version'), render: (version: string) => <Tag color="blue">{version}</Tag> },
    { title: t('field.size'), dataIndex: 'size', width: 110, align: 'right', hidden: !h.wide, ...h.sortable('size'), render: (size: number) => formatSize(size) },
    {
      title: t('field.md5'),
      dataIndex: 'md5',
      width: 140,
      hidden: !h.wide,
      render: (md5: string) => (
        <Typography.Text code copyable={{ text: md5, tooltips: [t('action.copyMd5'), t('toast.copied')] }} title={md5} style={{ whiteSpace: 'nowrap' }}>
          {md5.slice(0, 8)}
        </Typography.Text>
      ),
    },
    { title: t('field.remark'), dataIndex: 'remark', ellipsis: true, hidden: !h.wide, render: (remark: string | null) => remark || '-' },
    { title: t('field.createDate'), dataIndex: 'createDate', width: 180, hidden: !h.wide, ...h.sortable('createDate'), render: (value: string) => showGmt8(value, h.zone) },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: h.wide ? 'right' : undefined,
      width: h.wide ? 230 : 90,
      render: (_, row) => (
        <Space size={0} wrap orientation={h.wide ? 'horizontal' : 'vertical'}>
          <Button type="link" size="small" onClick={() => h.onDownload(row)}>{t('action.download')}</Button>
          <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.firmwareName })} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
