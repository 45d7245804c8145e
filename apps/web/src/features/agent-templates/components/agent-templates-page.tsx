import { agentsEndpoints, type AgentTemplate } from '@vox/contracts';
import { App, Button, Grid, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { api } from '../../../lib/http.ts';
import { useAgentTemplatePage, useDeleteAgentTemplates, useReorderAgentTemplates } from '../api/agent-templates.ts';
import { TemplateDialog } from './template-dialog.tsx';

const FILTERS = ['agentName'] as const;

/** Every template id in the current order, moved: `to` is the new index (0 = the default). */
async function orderWith(id: string, to: (index: number, length: number) => number): Promise<string[]> {
  const ids = (await api(agentsEndpoints.getAgentTemplate, {})).map((template) => template.id);
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  const target = Math.max(0, Math.min(ids.length - 1, to(from, ids.length)));
  ids.splice(from, 1);
  ids.splice(target, 0, id);
  return ids;
}

/** Agent templates for administrators: the first is the default new agents copy. */
export function AgentTemplatesPage() {
  const { t } = useTranslation('agentTemplates');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const paging = useTableUrlState(FILTERS);
  const query = { page: paging.page, limit: paging.limit, agentName: paging.filters.agentName };
  const { data, isFetching } = useAgentTemplatePage(query);
  const remove = useDeleteAgentTemplates();
  const reorder = useReorderAgentTemplates();
  const [editing, setEditing] = useState<AgentTemplate | 'new' | null>(null);
  const [selected, setSelected] = useCheckedRows<AgentTemplate>(`${paging.page}|${paging.limit}|${paging.filters.agentName}`);
  const total = data?.total ?? 0;
  const filtered = paging.filters.agentName !== '';

  const onDelete = (ids: string[]) =>
    remove
      .mutateAsync(ids)
      .then(() => {
        setSelected([]);
        void message.success(t('toast.deleted', { n: ids.length }));
      })
      .catch(() => undefined);

  const move = (row: AgentTemplate, to: (index: number, length: number) => number, done: string) =>
    orderWith(row.id, to)
      .then((ids) => reorder.mutateAsync(ids))
      .then(() => void message.success(done))
      .catch(() => undefined);

  const columns: TableColumnsType<AgentTemplate> = [
    { title: t('column.sort'), dataIndex: 'sort', width: 70, align: 'center', hidden: !wide },
    {
      title: t('field.agentName'),
      dataIndex: 'agentName',
      ellipsis: true,
      render: (name: string, row) => (
        <Space size={6} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          {row.sort === 1 ? <Tag color="gold">{t('tag.default')}</Tag> : null}
          {!wide ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>#{row.sort}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('model.LLM'), dataIndex: 'llmModelId', width: 170, ellipsis: true, hidden: !wide },
    { title: t('model.TTS'), dataIndex: 'ttsModelId', width: 150, ellipsis: true, hidden: !wide },
    {
      title: t('field.systemPrompt'),
      dataIndex: 'systemPrompt',
      ellipsis: true,
      hidden: !wide,
      render: (prompt: string | null) => <Typography.Text type="secondary">{prompt ?? ''}</Typography.Text>,
    },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: wide ? 250 : 130,
      render: (_, row) => (
        <Space size={0} wrap>
          <Tooltip title={t('action.up')}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('action.upNamed', { name: row.agentName })} disabled={row.sort <= 1 || reorder.isPending} onClick={() => void move(row, (index) => index - 1, t('toast.moved'))} />
          </Tooltip>
          <Tooltip title={t('action.down')}>
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('action.downNamed', { name: row.agentName })} disabled={(!filtered && row.sort >= total) || reorder.isPending} onClick={() => void move(row, (index) => index + 1, t('toast.moved'))} />
          </Tooltip>
          {row.sort !== 1 ? (
            <Button type="link" size="small" disabled={reorder.isPending} onClick={() => void move(row, () => 0, t('toast.madeDefault', { name: row.agentName }))}>{t('action.makeDefault')}</Button>
          ) : null}
          <Button type="link" size="small" onClick={() => setEditing(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.agentName })} okButtonProps={{ danger: true }} onConfirm={() => onDelete([row.id])}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTable<AgentTemplate>
        title={t('title')}
        filters={<SearchInput value={paging.filters.agentName} onSearch={(text) => paging.setFilter('agentName', text)} placeholder={t('placeholder.search')} style={{ flex: '1 1 200px', maxWidth: wide ? 260 : undefined }} />}
        actions={
          <>
            <Popconfirm title={t('confirm.batchDelete', { n: selected.length })} okButtonProps={{ danger: true }} disabled={selected.length === 0} onConfirm={() => onDelete(selected.map((row) => row.id))}>
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>{t('action.batchDelete', { n: selected.length })}</Button>
            </Popconfirm>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending || reorder.isPending}
        emptyText={t('empty')}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((row) => row.id), onChange: (_, rows) => setSelected(rows) }}
        columns={columns}
        minWidth={900}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{t('hint.default')}</Typography.Paragraph>
      <TemplateDialog subject={editing} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
