import type { AgentTemplate } from '@vox/contracts';
import { Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../lib/navigation.ts';
import { useAgentTemplates } from '../api/get-templates.ts';
import { useModelOptions } from '../api/model-options.ts';
import { roleConfigHref } from '../utils/agent-links.ts';
import { AgentGrid, AgentGridSkeleton } from './agent-grid.tsx';
import { CreateAgentDialog } from './create-agent-dialog.tsx';
import { TemplateCard } from './template-card.tsx';

/** /agent-market: the templates; POST /agent {agentName, templateId} starts an agent from one. */
export function AgentMarketPage() {
  const { t } = useTranslation('agents');
  const { data: templates = [], isPending } = useAgentTemplates();
  const { data: llms = [] } = useModelOptions('LLM');
  const { data: ttsModels = [] } = useModelOptions('TTS');
  const [chosen, setChosen] = useState<AgentTemplate | null>(null);
  const modelName = (id: string | null) => [...llms, ...ttsModels].find((option) => option.id === id)?.modelName;
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('market.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('market.subtitle')}</Typography.Text>
      </div>
      {isPending ? <AgentGridSkeleton /> : null}
      {!isPending && templates.length === 0 ? <Empty description={t('template.none')} /> : null}
      <AgentGrid>
        {templates.map((template, index) => (
          <TemplateCard key={template.id} template={template} modelName={modelName} isDefault={index === 0} onUse={setChosen} />
        ))}
      </AgentGrid>
      <CreateAgentDialog
        open={chosen !== null}
        templateId={chosen?.id}
        initialName={chosen?.agentName}
        description={chosen ? t('market.createDescription', { name: chosen.agentName }) : undefined}
        onClose={() => setChosen(null)}
        onCreated={(id) => {
          setChosen(null);
          navigateTo(roleConfigHref(id));
        }}
      />
    </Flex>
  );
}
