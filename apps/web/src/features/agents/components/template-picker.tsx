import type { AgentTemplate } from '@vox/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgentTemplates } from '../api/get-templates.ts';

/** Templates as chips; applying one asks first, because it overwrites the role, the models and the voice. */
export function TemplatePicker({ onApply }: { onApply: (template: AgentTemplate) => void }) {
  const { t } = useTranslation('agents');
  const { modal } = App.useApp();
  const { data: templates = [] } = useAgentTemplates();
  const confirm = (template: AgentTemplate) =>
    modal.confirm({
      title: t('template.confirmTitle', { name: template.agentName }),
      content: t('template.confirmContent'),
      okText: t('template.apply'),
      onOk: () => onApply(template),
    });
  if (templates.length === 0) return <Typography.Text type="secondary">{t('template.none')}</Typography.Text>;
  return (
    <Flex gap={8} wrap>
      {templates.map((template) => (
        <Button key={template.id} size="small" shape="round" onClick={() => confirm(template)}>
          {template.agentName}
        </Button>
      ))}
    </Flex>
  );
}
