import type { AgentTemplate } from '@vox/contracts';
import { App, Button, Col, Flex, Form, Result, Row, Skeleton } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useStoredFeatureFlags } from '../../../hooks/use-feature-flags.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useUpdateAgent } from '../api/agent-mutations.ts';
import { useAgentTags } from '../api/agent-tags.ts';
import { useAgent } from '../api/get-agent.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useMcpBinding } from '../hooks/use-mcp-binding.ts';
import { useModelRules } from '../hooks/use-model-rules.ts';
import { applyTemplate, changedFields, isSameForm, toFormValues, type AgentFormValues } from '../utils/agent-form.ts';
import { ContextSection } from './context-section.tsx';
import { CorrectWordsSection } from './correct-words-section.tsx';
import { DatasetsSection } from './datasets-section.tsx';
import { FunctionsSection } from './functions-section.tsx';
import { McpAccessPointSection } from './mcp-access-point-section.tsx';
import { McpSection } from './mcp-section.tsx';
import { MemorySection } from './memory-section.tsx';
import { ModelsSection } from './models-section.tsx';
import { RoleConfigHeader } from './role-config-header.tsx';
import { RoleSection } from './role-section.tsx';
import { SaveBar } from './save-bar.tsx';
import { VoiceSection } from './voice-section.tsx';

export function RoleConfigForm({ agentId }: { agentId: string }) {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const agentQuery = useAgent(agentId);
  const tagsQuery = useAgentTags(agentId);
  const agent = tagsQuery.data ? agentQuery.data : undefined;
  const isPending = agentQuery.isPending || tagsQuery.isPending;
  const isError = agentQuery.isError || tagsQuery.isError;
  const save = useUpdateAgent(agentId);
  const rules = useModelRules();
  const features = useStoredFeatureFlags();
  const [form] = Form.useForm<AgentFormValues>();
  const tags = tagsQuery.data;
  const baseline = useMemo(() => (agent && tags ? toFormValues(agent, tags.map((tag) => tag.tagName)) : null), [agent, tags]);
  const previous = useRef<AgentFormValues | null>(null);
  const values = Form.useWatch([], form) as AgentFormValues | undefined;
  const llmModelId = Form.useWatch('llmModelId', form) ?? null;
  const mcps = useMcpBinding(agentId);
  const dirty = Boolean(baseline && values && !isSameForm(baseline, values)) || mcps.dirty;
  useLeaveGuard(dirty);

  // A (re)loaded agent, e.g. after saving, becomes what the form compares against.
  useEffect(() => {
    if (!baseline) return;
    form.setFieldsValue(baseline);
    previous.current = baseline;
  }, [baseline, form]);

  if (isError) {
    return <Result status="404" title={t('config.notFound')} extra={<Button type="primary" onClick={() => navigateTo(paths.home)}>{t('switcher.goHome')}</Button>} />;
  }

  const current = () => form.getFieldsValue(true) as AgentFormValues;
  const onValuesChange = (changed: Partial<AgentFormValues>) => {
    const next = current();
    const forced = rules.followUps(changed, previous.current ?? next, next);
    if (Object.keys(forced).length > 0) form.setFieldsValue(forced);
    previous.current = { ...next, ...forced };
  };
  const onApplyTemplate = (template: AgentTemplate) => {
    const next = applyTemplate(current(), template);
    form.setFieldsValue(next);
    previous.current = next;
    void message.success(t('template.applied', { name: template.agentName }));
  };
  const discard = () => {
    if (!baseline) return;
    form.setFieldsValue(baseline);
    previous.current = baseline;
    mcps.reset();
  };
  // The MCP set has its own endpoint but the same save bar: one "unsaved" state, one save, one leave warning.
  const submit = () => {
    if (!baseline) return;
    const body = changedFields(baseline, current());
    const agentChanged = Object.keys(body).length > 0;
    if (!agentChanged && !mcps.dirty) return;
    Promise.all([agentChanged ? save.mutateAsync(body) : null, mcps.save()])
      .then(() => void message.success(t('save.done')))
      // The request layer has already shown what failed.
      .catch(() => undefined);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onValuesChange={onValuesChange} onFinish={submit} disabled={!agent}>
      <RoleConfigHeader agentId={agentId} agentName={agent?.agentName ?? ''} dirty={dirty} />
      {isPending ? <Skeleton active paragraph={{ rows: 12 }} /> : null}
      <Row gutter={[16, 16]} style={isPending ? { display: 'none' } : undefined}>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <RoleSection onApplyTemplate={onApplyTemplate} />
            <ContextSection />
            <MemorySection agentId={agentId} />
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <ModelsSection functionCallAllowed={rules.llmCanCallFunctions(llmModelId)} features={features} />
            <VoiceSection />
            <FunctionsSection />
            {/* Switched-off features hide their sections; the dataset field stays in the form so its value is kept. */}
            {features.mcpAccessPoint ? (
              <>
                <McpSection binding={mcps} />
                <McpAccessPointSection agentId={agentId} />
              </>
            ) : null}
            <div hidden={!features.knowledgeBase}>
              <DatasetsSection />
            </div>
            <CorrectWordsSection />
          </Flex>
        </Col>
      </Row>
      <SaveBar dirty={dirty} saving={save.isPending || mcps.saving} onDiscard={discard} />
    </Form>
  );
}
