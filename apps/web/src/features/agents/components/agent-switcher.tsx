import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../lib/navigation.ts';
import { useAgents } from '../api/get-agents.ts';

interface Props {
  agentId: string;
  /** Where choosing an agent leads, e.g. its devices or its configuration. */
  hrefFor: (agentId: string) => string;
}

/** Moves between the user's agents without going back home. */
export function AgentSwitcher({ agentId, hrefFor }: Props) {
  const { t } = useTranslation('agents');
  const { data: agents = [], isPending } = useAgents();
  return (
    <Select
      value={agentId || undefined}
      loading={isPending}
      onChange={(next: string) => navigateTo(hrefFor(next))}
      options={agents.map((agent) => ({ value: agent.id, label: agent.agentName }))}
      placeholder={t('switcher.placeholder')}
      aria-label={t('switcher.label')}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 220, maxWidth: '100%' }}
    />
  );
}
