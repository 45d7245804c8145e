import type { V1Model } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';

export interface LlmRowHandlers {
  wide: boolean;
  onTest: (row: V1Model) => void;
  onEdit: (row: V1Model) => void;
  onDelete: (row: V1Model) => Promise<unknown>;
}

type T = TFunction<'llm'>;
const configText = (row: V1Model, key: string) => (typeof row.config[key] === 'string' ? (row.config[key] as string) : '');

function NameCell({ row, wide, t }: { row: V1Model; wide: boolean; t: T }) {
  return (
    <Space direction="vertical" size={2} style={{ minWidth: 0, maxWidth: '100%' }}>
      <Space size={6} wrap>
        <Typography.Text strong>{row.name}</Typography.Text>
        {row.is_enabled ? null : <Tag>{t('status.disabled')}</Tag>}
      </Space>
      {wide ? null : (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{configText(row, 'model_name')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>{configText(row, 'base_url')}</Typography.Text>
        </>
      )}
    </Space>
  );
}

export function llmColumns(t: T, h: LlmRowHandlers): TableColumnsType<V1Model> {
  return [
    { title: t('field.name'), dataIndex: 'name', render: (_: string, row) => <NameCell row={row} wide={h.wide} t={t} /> },
    { title: t('field.modelName'), key: 'model', width: 180, ellipsis: true, hidden: !h.wide, render: (_, row) => <EmptyValue value={configText(row, 'model_name')} /> },
    { title: t('field.baseUrl'), key: 'url', width: 260, ellipsis: true, hidden: !h.wide, render: (_, row) => <EmptyValue value={configText(row, 'base_url')} /> },
    { title: t('field.comment'), dataIndex: 'comment', ellipsis: true, hidden: !h.wide, render: (value: string | null) => <EmptyValue value={value} /> },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: h.wide ? 'right' : undefined,
      width: h.wide ? 190 : 80,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => h.onTest(row)}>{t('action.test')}</Button>
          <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.name })} description={t('confirm.deleteHint')} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
