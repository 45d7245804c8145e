import type { VoiceprintAgent } from '@vox/contracts';
import { Button, Grid, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RobotOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { isNotConfigured, useVoiceprintAgents } from '../api/voiceprints.ts';
import { useLocalPage } from '../hooks/use-local-page.ts';
import { SetupNotice } from './setup-notice.tsx';

export const voiceprintListHref = (agentId: string) => `${paths.voiceprintList}?agentId=${encodeURIComponent(agentId)}`;

/** The role-level view: each agent (role) of the user and how many speakers it knows, leading to its list. */
export function VoiceprintRolePage() {
  const { t } = useTranslation('voiceprints');
  const wide = Grid.useBreakpoint().md ?? false;
  const agents = useVoiceprintAgents();
  const { paging, data } = useLocalPage(agents.data);

  if (isNotConfigured(agents.error)) return <SetupNotice />;

  const count = (value: number) =>
    value > 0 ? <Tag color="blue" style={{ marginInlineEnd: 0 }}>{t('field.countValue', { count: value })}</Tag> : <Typography.Text type="secondary">{t('field.none')}</Typography.Text>;

  const columns: TableColumnsType<VoiceprintAgent> = [
    {
      title: t('field.agent'),
      dataIndex: 'agentName',
      ellipsis: true,
      render: (name: string, row) => (
        <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            <RobotOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
            {name}
          </Typography.Text>
          {wide ? null : count(row.voiceprintCount)}
        </Space>
      ),
    },
    { title: t('field.count'), dataIndex: 'voiceprintCount', width: 180, hidden: !wide, render: count },
    {
      title: t('column.actions'),
      key: 'actions',
      width: wide ? 180 : 110,
      render: (_, row) => (
        <Button type="link" size="small" style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', paddingInline: 0 }} onClick={() => navigateTo(voiceprintListHref(row.agentId))} data-testid={`manage-${row.agentId}`}>
          {t('action.manage')}
        </Button>
      ),
    },
  ];

  return (
    <PageTable<VoiceprintAgent>
      title={t('roleTitle')}
      filters={<Typography.Text type="secondary">{t('roleHint')}</Typography.Text>}
      paging={paging}
      data={data}
      loading={agents.isFetching}
      emptyText={agents.isError ? t('error.agents') : t('emptyAgents')}
      rowKey="agentId"
      columns={columns}
    />
  );
}
