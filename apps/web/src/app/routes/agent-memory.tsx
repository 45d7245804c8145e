import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { useAgent } from '../../features/agents/api/get-agent.ts';
import { AgentSwitcher } from '../../features/agents/components/agent-switcher.tsx';
import { PickAgent } from '../../features/agents/components/pick-agent.tsx';
import { agentMemoryHref, roleConfigHref } from '../../features/agents/utils/agent-links.ts';
import { ChatHistoryDialog, type ChatHistoryTarget } from '../../features/chat-history/components/chat-history-dialog.tsx';
import { MemoryPage } from '../../features/memories/components/memory-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents', 'chat', 'memories', 'time'];

/** One agent's long-term memory, with a switch to the others; a memory's session opens in the chat history. */
export default function AgentMemoryRoute() {
  const { t } = useTranslation('memories');
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  const agent = useAgent(agentId);
  const [chat, setChat] = useState<ChatHistoryTarget | null>(null);
  if (!agentId) return <PickAgent hrefFor={agentMemoryHref} />;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <AppLink to={roleConfigHref(agentId)}>{t('backToRoleConfig')}</AppLink>
        </Flex>
        <AgentSwitcher agentId={agentId} hrefFor={agentMemoryHref} />
      </Flex>
      <MemoryPage key={agentId} agentId={agentId} onOpenSession={(sessionId) => setChat({ id: agentId, agentName: agent.data?.agentName ?? '', sessionId })} />
      <ChatHistoryDialog agent={chat} onClose={() => setChat(null)} />
    </Flex>
  );
}
