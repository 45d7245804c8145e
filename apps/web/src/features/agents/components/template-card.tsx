import { PlusOutlined } from '../../../components/icons.tsx';
import type { AgentTemplate } from '@vox/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { promptPreview } from '../utils/prompt-preview.ts';
import { DetailRow } from './detail-row.tsx';

interface Props {
  template: AgentTemplate;
  modelName: (id: string | null) => string | undefined;
  isDefault: boolean;
  onUse: (template: AgentTemplate) => void;
}

export function TemplateCard({ template, modelName, isDefault, onUse }: Props) {
  const { t } = useTranslation('agents');
  return (
    <Card
      size="small"
      title={<Typography.Text strong ellipsis={{ tooltip: template.agentName }}>{template.agentName}</Typography.Text>}
      extra={isDefault ? <Tag color="blue">{t('market.default')}</Tag> : null}
      actions={[
        <Button key="use" type="link" icon={<PlusOutlined />} onClick={() => onUse(template)}>{t('market.use')}</Button>,
      ]}
    >
      <Flex vertical gap={6}>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (expanded) => (expanded ? t('market.less') : t('market.more')) }} style={{ whiteSpace: 'pre-line', marginBottom: 4 }}>
          {template.systemPrompt ? promptPreview(template.systemPrompt, template.agentName) : t('card.noPrompt')}
        </Typography.Paragraph>
        <DetailRow label={t('card.llm')}><EmptyValue value={modelName(template.llmModelId)} /></DetailRow>
        <DetailRow label={t('card.voice')}><EmptyValue value={modelName(template.ttsModelId)} /></DetailRow>
      </Flex>
    </Card>
  );
}
