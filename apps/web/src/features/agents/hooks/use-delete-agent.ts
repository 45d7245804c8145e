import type { AgentSummary } from '@vox/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteAgent } from '../api/agent-mutations.ts';

/** Deleting unbinds the agent's devices and removes its chat history and audio, so the dialog says exactly that. */
export function useConfirmDeleteAgent() {
  const { t } = useTranslation('agents');
  const { modal, message } = App.useApp();
  const remove = useDeleteAgent();
  return (agent: AgentSummary) =>
    modal.confirm({
      title: t('delete.title', { name: agent.agentName }),
      content: agent.deviceCount > 0 ? t('delete.withDevices', { count: agent.deviceCount }) : t('delete.noDevices'),
      okText: t('delete.submit'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(agent.id).then(() => void message.success(t('delete.done'))),
    });
}
