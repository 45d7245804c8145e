import { HistoryOutlined } from '../../components/icons.tsx';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { PlaygroundPage } from '../../features/agent-playground/components/playground-page.tsx';
import { useAgent } from '../../features/agents/api/get-agent.ts';
import { AgentSwitcher } from '../../features/agents/components/agent-switcher.tsx';
import { PickAgent } from '../../features/agents/components/pick-agent.tsx';
import { agentPlaygroundHref, roleConfigHref } from '../../features/agents/utils/agent-links.ts';
import { ChatHistoryDialog, type ChatHistoryTarget } from '../../features/chat-history/components/chat-history-dialog.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents', 'chat', 'playground', 'time'];

/** Trying one agent without a device; `unsaved=1` when the role configuration had changes not yet saved. */
export default function AgentPlaygroundRoute() {
  const { t } = useTranslation('playground');
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  const agent = useAgent(agentId);
  const [history, setHistory] = useState<ChatHistoryTarget | null>(null);
  if (!agentId) return <PickAgent hrefFor={agentPlaygroundHref} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {t('title', { name: agent.data?.agentName ?? '' })}
          </Typography.Title>
          <AppLink to={roleConfigHref(agentId)}>{t('backToRoleConfig')}</AppLink>
        </Flex>
        <Flex gap={8} wrap>
          <AgentSwitcher agentId={agentId} hrefFor={agentPlaygroundHref} />
          <Button icon={<HistoryOutlined />} onClick={() => setHistory({ id: agentId, agentName: agent.data?.agentName ?? '' })}>{t('history')}</Button>
        </Flex>
      </Flex>
      <PlaygroundPage key={agentId} agentId={agentId} unsaved={params.get('unsaved') === '1'} />
      <ChatHistoryDialog agent={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
