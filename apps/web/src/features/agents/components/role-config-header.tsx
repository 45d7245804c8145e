import { ExperimentOutlined, HistoryOutlined, MobileOutlined } from '../../../components/icons.tsx';
import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../lib/navigation.ts';
import { agentPlaygroundHref, deviceManagementHref, roleConfigHref } from '../utils/agent-links.ts';
import { AgentSwitcher } from './agent-switcher.tsx';
import { AgentTagsField } from './agent-tags-field.tsx';
import { SnapshotDialog } from './snapshot-dialog.tsx';

export function RoleConfigHeader({ agentId, agentName, dirty }: { agentId: string; agentName: string; dirty: boolean }) {
  const { t } = useTranslation('agents');
  const [history, setHistory] = useState(false);
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12} style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
          {t('config.title', { name: agentName })}
        </Typography.Title>
        <Form.Item name="tagNames" noStyle>
          <AgentTagsField />
        </Form.Item>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>{t('config.applyHint')}</Typography.Text>
      </div>
      <Flex gap={8} wrap>
        <AgentSwitcher agentId={agentId} hrefFor={roleConfigHref} />
        <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} disabled={false}>{t('history.open')}</Button>
        <Button icon={<MobileOutlined />} onClick={() => navigateTo(deviceManagementHref(agentId))}>{t('config.devices')}</Button>
        {/* The playground runs the saved settings; unsaved changes are named there, not lost here. */}
        <Button icon={<ExperimentOutlined />} onClick={() => navigateTo(agentPlaygroundHref(agentId, dirty))}>{t('config.tryIt')}</Button>
      </Flex>
      <SnapshotDialog agentId={agentId} open={history} dirty={dirty} onClose={() => setHistory(false)} />
    </Flex>
  );
}
