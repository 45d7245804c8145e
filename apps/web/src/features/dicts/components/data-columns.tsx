import type { DictDataDetail } from '@vox/contracts';
import { Button, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';

interface Handlers {
  /** Desktop shows every column; phones show label with the value beneath, and the actions. */
  wide: boolean;
  onEdit: (item: DictDataDetail) => void;
  onDelete: (item: DictDataDetail) => Promise<unknown>;
}

export function dataColumns(t: TFunction<'dicts'>, { wide, onEdit, onDelete }: Handlers): TableColumnsType<DictDataDetail> {
  return [
    {
      title: t('field.dictLabel'),
      dataIndex: 'dictLabel',
      // The label is what people read ("Breadboard, new wiring (WiFi)"): it wraps rather than being cut.
      render: (label: string, row) =>
        wide ? <span style={{ overflowWrap: 'anywhere' }}>{label}</span> : (
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>{label}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{row.dictValue}</Typography.Text>
          </Flex>
        ),
    },
    { title: t('field.dictValue'), dataIndex: 'dictValue', width: 200, ellipsis: true, hidden: !wide },
    { title: t('field.sort'), dataIndex: 'sort', width: 80, align: 'right', hidden: !wide },
    { title: t('field.remark'), dataIndex: 'remark', ellipsis: true, hidden: !wide, render: (remark: string | null) => <EmptyValue value={remark} /> },
    {
      title: t('column.actions'),
      key: 'actions',
      width: wide ? 140 : 110,
      render: (_, row) => (
        <Flex wrap>
          <Button type="link" size="small" onClick={() => onEdit(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('data.confirmDelete', { label: row.dictLabel })} okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}
