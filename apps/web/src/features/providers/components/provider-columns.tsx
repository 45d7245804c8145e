import type { ModelProvider } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { FieldsSummary } from './fields-summary.tsx';

export interface ProviderRowHandlers {
  wide: boolean;
  onEdit: (row: ModelProvider) => void;
  onDelete: (row: ModelProvider) => Promise<unknown>;
}

type T = TFunction<'providers'>;

function NameCell({ row, wide }: { row: ModelProvider; wide: boolean }) {
  if (wide) return <>{row.name}</>;
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{row.name}</Typography.Text>
      <Space size={4} wrap>
        <Tag>{row.modelType}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.providerCode}</Typography.Text>
      </Space>
      <FieldsSummary fields={row.fields} />
    </Space>
  );
}

export function providerColumns(t: T, h: ProviderRowHandlers): TableColumnsType<ModelProvider> {
  return [
    { title: t('field.modelType'), dataIndex: 'modelType', width: 100, hidden: !h.wide, render: (type: string) => <Tag>{type}</Tag> },
    { title: t('field.providerCode'), dataIndex: 'providerCode', width: 200, ellipsis: true, hidden: !h.wide },
    { title: t('field.name'), dataIndex: 'name', render: (_: string, row) => <NameCell row={row} wide={h.wide} /> },
    { title: t('field.fields'), dataIndex: 'fields', width: 120, hidden: !h.wide, render: (fields: string) => <FieldsSummary fields={fields} /> },
    { title: t('field.sort'), dataIndex: 'sort', width: 70, align: 'right', hidden: !h.wide },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: h.wide ? 'right' : undefined,
      width: h.wide ? 140 : 80,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.name })} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
