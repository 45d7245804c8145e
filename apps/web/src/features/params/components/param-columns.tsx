import { LockOutlined } from '../../../components/icons.tsx';
import { isEmpty, isProtectedParam, paramShapeOf, type ParamRow, type ParamSort } from '@vox/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SortableColumn } from '../../../components/table-sort.ts';

export interface ParamRowHandlers {
  wide: boolean;
  /** The server sorts the whole list; the column shows which sort is on. */
  sortable: (field: ParamSort) => SortableColumn;
  onEdit: (row: ParamRow) => void;
  onDelete: (row: ParamRow) => Promise<unknown>;
  /** Secret rows: re-enter the password, see and copy the clear value. */
  onReveal: (row: ParamRow) => void;
  onRegenerateKeys: () => Promise<unknown>;
}

/** The SM2 halves are never typed by hand: a mismatched pair signs everyone out of the console. */
const isKeyPair = (code: string) => paramShapeOf(code)?.kind === 'keyPair';

type T = TFunction<'params'>;

/** An empty value and upstream's "null" (a setting switched off) read as words, like every other blank in the list. */
function placeholderOf(value: string, t: T) {
  if (value === '') return <Typography.Text type="secondary">{t('value.empty')}</Typography.Text>;
  if (value === 'null') return <Typography.Text type="secondary">{t('value.unset')}</Typography.Text>;
  return null;
}

function ValueCell({ row, t }: { row: ParamRow; t: T }) {
  return (
    <Space size={4} align="start" style={{ minWidth: 0, maxWidth: '100%' }}>
      {row.secret ? (
        <Tooltip title={t('secret.masked')}>
          <LockOutlined aria-label={t('secret.masked')} style={{ color: 'var(--ant-color-text-tertiary)', marginTop: 4 }} />
        </Tooltip>
      ) : null}
      <Typography.Paragraph code={row.valueType === 'json'} ellipsis={{ rows: 2, tooltip: row.secret ? undefined : row.paramValue }} style={{ marginBottom: 0, wordBreak: 'break-all' }}>
        {placeholderOf(row.paramValue, t) ?? row.paramValue}
      </Typography.Paragraph>
    </Space>
  );
}

function CodeCell({ row, wide, t }: { row: ParamRow; wide: boolean; t: T }) {
  if (wide) return <Typography.Text style={{ wordBreak: 'break-all' }}>{row.paramCode}</Typography.Text>;
  return (
    <Space direction="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
      <Space size={4} wrap>
        <Typography.Text strong style={{ wordBreak: 'break-all' }}>{row.paramCode}</Typography.Text>
        <Tag>{t(`type.${row.valueType}`, { defaultValue: row.valueType })}</Tag>
      </Space>
      <ValueCell row={row} t={t} />
      {row.remark ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.remark}</Typography.Text> : null}
    </Space>
  );
}

export function paramColumns(t: T, h: ParamRowHandlers): TableColumnsType<ParamRow> {
  return [
    { title: t('field.paramCode'), dataIndex: 'paramCode', width: h.wide ? 260 : undefined, ...h.sortable('paramCode'), render: (_: string, row) => <CodeCell row={row} wide={h.wide} t={t} /> },
    { title: t('field.paramValue'), dataIndex: 'paramValue', hidden: !h.wide, render: (_: string, row) => <ValueCell row={row} t={t} /> },
    { title: t('field.valueType'), dataIndex: 'valueType', width: 110, hidden: !h.wide, ...h.sortable('valueType'), render: (type: string) => <Tag>{t(`type.${type}`, { defaultValue: type })}</Tag> },
    { title: t('field.remark'), dataIndex: 'remark', width: 220, hidden: !h.wide, ellipsis: true },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: h.wide ? 'right' : undefined,
      width: h.wide ? 190 : 84,
      render: (_, row) => (
        <Space size={0} wrap>
          {row.secret && !isEmpty(row.paramValue) ? (
            <Button type="link" size="small" onClick={() => h.onReveal(row)} title={t('action.revealHint')}>{t('action.reveal')}</Button>
          ) : null}
          {isKeyPair(row.paramCode) ? (
            <Popconfirm title={t('confirm.regenerate')} description={t('confirm.regenerateHint')} onConfirm={h.onRegenerateKeys}>
              <Button type="link" size="small" title={t('action.regenerate')}>{h.wide ? t('action.regenerate') : t('action.regenerateShort')}</Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
          )}
          {isProtectedParam(row.paramCode) ? null : (
            <Popconfirm title={t('confirm.delete', { name: row.paramCode })} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
              <Button type="link" size="small" danger>{t('action.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
