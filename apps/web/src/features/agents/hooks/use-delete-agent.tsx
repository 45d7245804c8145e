import type { AgentSummary } from '@vox/contracts';
import { App, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteAgent } from '../api/agent-mutations.ts';

function TypeNameToConfirm({ consequence, prompt, label, name, onMatch }: { consequence: string; prompt: string; label: string; name: string; onMatch: (matches: boolean) => void }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{consequence}</Typography.Text>
      <Typography.Text type="secondary">{prompt}</Typography.Text>
      <Input aria-label={label} autoComplete="off" onChange={(event) => onMatch(event.target.value.trim() === name)} />
    </Flex>
  );
}

/**
 * Deleting unbinds the agent's devices and removes its chat history and audio, so the dialog says exactly that, and
 * as upstream does, the agent's name must be typed before the delete button works.
 */
export function useConfirmDeleteAgent() {
  const { t } = useTranslation('agents');
  const { modal, message } = App.useApp();
  const remove = useDeleteAgent();
  return (agent: AgentSummary) => {
    const dialog = modal.confirm({
      title: t('delete.title', { name: agent.agentName }),
      content: (
        <TypeNameToConfirm
          consequence={agent.deviceCount > 0 ? t('delete.withDevices', { count: agent.deviceCount }) : t('delete.noDevices')}
          prompt={t('delete.typeName', { name: agent.agentName })}
          label={t('delete.nameLabel')}
          name={agent.agentName.trim()}
          onMatch={(matches) => dialog.update({ okButtonProps: { danger: true, disabled: !matches } })}
        />
      ),
      okText: t('delete.submit'),
      okButtonProps: { danger: true, disabled: true },
      onOk: () => remove.mutateAsync(agent.id).then(() => void message.success(t('delete.done'))),
    });
  };
}
