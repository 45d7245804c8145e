import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useAgents } from '../api/get-agents.ts';
import { AgentSwitcher } from './agent-switcher.tsx';

/** Screens scoped to one agent, opened without ?agentId=: choose one here (or create one at home). */
export function PickAgent({ hrefFor }: { hrefFor: (agentId: string) => string }) {
  const { t } = useTranslation('agents');
  const { data: agents, isPending } = useAgents();
  if (!isPending && agents?.length === 0) {
    return (
      <Empty description={t('switcher.noAgents')}>
        <Button type="primary" onClick={() => navigateTo(paths.home)}>{t('switcher.goHome')}</Button>
      </Empty>
    );
  }
  return (
    <Card variant="borderless">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{t('switcher.choose')}</Typography.Text>
        <AgentSwitcher agentId="" hrefFor={hrefFor} />
      </Flex>
    </Card>
  );
}
