import type { Voiceprint } from '@vox/contracts';
import { App, Button, Grid, Popconfirm, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArrowLeftOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, parseGmt8 } from '../../../lib/date-time.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { isNotConfigured, useDeleteVoiceprint, useVoiceprintAgents, useVoiceprints } from '../api/voiceprints.ts';
import { useLocalPage } from '../hooks/use-local-page.ts';
import { SetupNotice } from './setup-notice.tsx';
import { VoiceprintDialog } from './voiceprint-dialog.tsx';

const shownDate = (value: string) => {
  const date = parseGmt8(value);
  return date ? formatDateTime(date) : value;
};

/** An agent's voiceprints: name, description, created; add, edit and delete. */
export function VoiceprintListPage() {
  const { t } = useTranslation('voiceprints');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const [search, setSearch] = useSearchParams();
  const agents = useVoiceprintAgents();
  const agentId = search.get('agentId') ?? agents.data?.[0]?.agentId ?? null;
  const prints = useVoiceprints(agentId);
  const { paging, data } = useLocalPage(prints.data);
  const remove = useDeleteVoiceprint();
  const [editing, setEditing] = useState<Voiceprint | 'new' | null>(null);

  if (isNotConfigured(agents.error) || isNotConfigured(prints.error)) return <SetupNotice />;

  const chooseAgent = (id: string) => {
    setSearch({ agentId: id }, { replace: true });
    paging.setPage(1);
  };

  const onDelete = (row: Voiceprint) =>
    remove
      .mutateAsync(row.id)
      .then(() => void message.success(t('toast.deleted')))
      .catch(() => undefined);

  const columns = voiceprintColumns({ t, wide, onEdit: setEditing, onDelete });

  const agentPicker = (
    <Select
      aria-label={t('field.agent')}
      value={agentId ?? undefined}
      placeholder={t('placeholder.agent')}
      options={(agents.data ?? []).map((agent) => ({ value: agent.agentId, label: agent.agentName }))}
      onChange={chooseAgent}
      loading={agents.isFetching}
      style={{ width: wide ? 260 : '100%' }}
      showSearch
      optionFilterProp="label"
    />
  );

  return (
    <>
      <PageTable<Voiceprint>
        title={t('listTitle')}
        filters={agentPicker}
        actions={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigateTo(paths.voiceprintRole)}>{t('action.roles')}</Button>
            <Button type="primary" icon={<PlusOutlined />} disabled={!agentId} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={prints.isFetching || remove.isPending}
        emptyText={agentId ? t('empty') : t('emptyAgents')}
        rowKey="id"
        columns={columns}
        minWidth={wide ? 720 : undefined}
      />
      {agentId ? <VoiceprintDialog agentId={agentId} subject={editing} wide={wide} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

interface ColumnDeps {
  t: TFunction<'voiceprints'>;
  wide: boolean;
  onEdit: (row: Voiceprint) => void;
  onDelete: (row: Voiceprint) => void;
}

function voiceprintColumns({ t, wide, onEdit, onDelete }: ColumnDeps): TableColumnsType<Voiceprint> {
  return [
    {
      title: t('field.sourceName'),
      dataIndex: 'sourceName',
      ellipsis: true,
      width: wide ? 200 : undefined,
      render: (name: string, row) =>
        wide ? <Typography.Text strong>{name}</Typography.Text> : (
          <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
            <Typography.Text strong>{name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>{row.introduce}</Typography.Text>
          </Space>
        ),
    },
    { title: t('field.introduce'), dataIndex: 'introduce', ellipsis: true, hidden: !wide },
    { title: t('field.createDate'), dataIndex: 'createDate', width: 180, hidden: !wide, render: shownDate },
    {
      title: t('column.actions'),
      key: 'actions',
      width: wide ? 150 : 96,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.sourceName })} okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
