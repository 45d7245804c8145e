import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { useAgentMemory, useCreateMemory } from '../api/memories.ts';
import { AttentionsCard } from './attentions-card.tsx';
import { MemorySettingsCard } from './memory-settings-card.tsx';
import { PeopleCard } from './people-card.tsx';

interface Props {
  agentId: string;
  /** Opens the chat history of the agent at the session a memory came from. */
  onOpenSession: (sessionId: string) => void;
}

/** `/agent-memory?agentId=`: what the agent remembers about each person. */
export function MemoryPage({ agentId, onOpenSession }: Props) {
  const { t } = useTranslation('memories');
  const memory = useAgentMemory(agentId);
  const create = useCreateMemory(agentId);
  if (memory.isPending) return <Skeleton active />;
  if (memory.isError) return <Empty description={failureText(memory.error, t('loadFailed'))} />;
  if (!memory.data) {
    return (
      <Card variant="borderless">
        <Empty
          description={
            <Flex vertical gap={4} style={{ maxWidth: 480, margin: '0 auto' }}>
              <Typography.Text strong>{t('empty.noContainer')}</Typography.Text>
              <Typography.Text type="secondary">{t('empty.noContainerHint')}</Typography.Text>
            </Flex>
          }
        >
          <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
            {t('action.create')}
          </Button>
        </Empty>
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <MemorySettingsCard memory={memory.data} />
      <AttentionsCard memoryId={memory.data.id} />
      <PeopleCard memoryId={memory.data.id} onOpenSession={onOpenSession} />
    </Flex>
  );
}
