import { Button, Popconfirm, Radio, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ModelConfigSort } from '@vox/contracts';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import type { SortableColumn } from '../../../components/table-sort.ts';
import type { ModelConfig } from '../api/model-types.ts';

export interface ModelRowHandlers {
  wide: boolean;
  isTts: boolean;
  busyId: string | null;
  /** The server sorts the whole list; the column shows which sort is on. */
  sortable: (field: ModelConfigSort) => SortableColumn;
  onEnable: (row: ModelConfig, enabled: boolean) => void;
  onDefault: (row: ModelConfig) => void;
  onEdit: (row: ModelConfig) => void;
  onVoices: (row: ModelConfig) => void;
  onDelete: (row: ModelConfig) => Promise<unknown>;
}

type T = TFunction<'models'>;

const providerOf = (row: ModelConfig) => (typeof row.configJson?.type === 'string' ? row.configJson.type : '');

function EnabledSwitch({ row, h, t }: { row: ModelConfig; h: ModelRowHandlers; t: T }) {
  // The server refuses to disable the default model; say so before the click.
  const locked = row.isDefault === 1 && row.isEnabled === 1;
  const control = (
    <Switch
      size="small"
      checked={row.isEnabled === 1}
      disabled={locked}
      loading={h.busyId === row.id}
      aria-label={t('column.enabled')}
      onChange={(checked) => h.onEnable(row, checked)}
    />
  );
  return locked ? <Tooltip title={t('hint.defaultLocked')}>{control}</Tooltip> : control;
}

function DefaultCell({ row, h, t }: { row: ModelConfig; h: ModelRowHandlers; t: T }) {
  if (row.isDefault === 1) return <Tag color="blue">{t('column.isDefault')}</Tag>;
  return (
    <Popconfirm title={t('confirm.default', { name: row.modelName })} onConfirm={() => h.onDefault(row)}>
      <Tooltip title={h.wide ? t('action.setDefault') : undefined}>
        <Radio checked={false} aria-label={t('action.setDefault')}>
          {h.wide ? null : t('action.setDefault')}
        </Radio>
      </Tooltip>
    </Popconfirm>
  );
}

function RowActions({ row, h, t }: { row: ModelConfig; h: ModelRowHandlers; t: T }) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
      {h.isTts ? <Button type="link" size="small" onClick={() => h.onVoices(row)}>{t('action.voices')}</Button> : null}
      <Popconfirm title={t('confirm.delete', { name: row.modelName })} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
        <Button type="link" size="small" danger>{t('action.delete')}</Button>
      </Popconfirm>
    </Space>
  );
}

/** On phones the code, provider and switches ride under the name, so the table fits 390 px. */
function NameCell({ row, h, t }: { row: ModelConfig; h: ModelRowHandlers; t: T }) {
  if (h.wide) return <>{row.modelName}</>;
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{row.modelName}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{[row.modelCode, providerOf(row)].filter(Boolean).join(' · ')}</Typography.Text>
      <Space size={12} wrap>
        <Space size={4}><EnabledSwitch row={row} h={h} t={t} /><span>{t('column.enabled')}</span></Space>
        <DefaultCell row={row} h={h} t={t} />
      </Space>
    </Space>
  );
}

export function modelColumns(t: T, h: ModelRowHandlers): TableColumnsType<ModelConfig> {
  return [
    { title: t('column.modelName'), dataIndex: 'modelName', ...h.sortable('modelName'), render: (_: string, row) => <NameCell row={row} h={h} t={t} /> },
    { title: t('column.modelCode'), dataIndex: 'modelCode', width: 150, ellipsis: true, hidden: !h.wide, render: (value: string | null) => <EmptyValue value={value} /> },
    { title: t('column.provider'), key: 'provider', width: 110, hidden: !h.wide, render: (_, row) => <EmptyValue value={providerOf(row)} /> },
    { title: t('column.enabled'), dataIndex: 'isEnabled', width: 110, hidden: !h.wide, ...h.sortable('isEnabled'), render: (_, row) => <EnabledSwitch row={row} h={h} t={t} /> },
    { title: t('column.isDefault'), key: 'default', width: 96, hidden: !h.wide, render: (_, row) => <DefaultCell row={row} h={h} t={t} /> },
    { title: t('column.sort'), dataIndex: 'sort', width: 88, align: 'right', hidden: !h.wide, ...h.sortable('sort') },
    { title: t('column.actions'), key: 'actions', fixed: h.wide ? 'right' : undefined, width: h.wide ? 170 : 96, render: (_, row) => <RowActions row={row} h={h} t={t} /> },
  ];
}
