import { AGENT_NAME_MAX, LANGUAGE_FIELD_MAX, SYSTEM_PROMPT_MAX, type AgentTemplate, type ModelType } from '@vox/contracts';
import { Alert, App, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveAgentTemplate, useTemplateModelOptions } from '../api/agent-templates.ts';

interface Values {
  agentName: string;
  systemPrompt: string;
  langCode: string;
  language: string;
  asrModelId: string | null;
  vadModelId: string | null;
  llmModelId: string | null;
  vllmModelId: string | null;
  ttsModelId: string | null;
  memModelId: string | null;
  intentModelId: string | null;
}

type ModelField = 'vadModelId' | 'asrModelId' | 'llmModelId' | 'vllmModelId' | 'ttsModelId' | 'memModelId' | 'intentModelId';
type TemplateModelType = 'LLM' | 'TTS' | 'ASR' | 'VAD' | 'VLLM' | 'Memory' | 'Intent';
const MODEL_FIELDS: readonly (readonly [ModelField, TemplateModelType])[] = [
  ['llmModelId', 'LLM'],
  ['ttsModelId', 'TTS'],
  ['asrModelId', 'ASR'],
  ['vadModelId', 'VAD'],
  ['vllmModelId', 'VLLM'],
  ['memModelId', 'Memory'],
  ['intentModelId', 'Intent'],
];

function ModelSelect({ modelType, value, onChange, placeholder }: { modelType: ModelType; value?: string | null; onChange?: (value: string | null) => void; placeholder: string }) {
  const { data, isPending } = useTemplateModelOptions(modelType);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      loading={isPending}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={(data ?? []).map((option) => ({ value: option.id, label: option.modelName }))}
    />
  );
}

interface Props {
  subject: AgentTemplate | 'new' | null;
  wide: boolean;
  onClose: () => void;
}

/** Add or edit a template: name and role prompt required; a model left empty takes the default template's. */
export function TemplateDialog({ subject, wide, onClose }: Props) {
  const { t } = useTranslation('agentTemplates');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAgentTemplate();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <FormDialog<Values, AgentTemplate>
      subject={subject}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={(editing) => ({
        agentName: editing?.agentName ?? '',
        systemPrompt: editing?.systemPrompt ?? '',
        langCode: editing?.langCode ?? '',
        language: editing?.language ?? '',
        ...Object.fromEntries(MODEL_FIELDS.map(([field]) => [field, editing?.[field] ?? null])),
      })}
      onOpen={() => setRefused(null)}
      onSubmit={async (values, editing) => {
        setRefused(null);
        try {
          await save.mutateAsync({
            ...(editing ? { id: editing.id } : {}),
            agentName: values.agentName.trim(),
            systemPrompt: values.systemPrompt,
            langCode: values.langCode.trim() || null,
            language: values.language.trim() || null,
            ...Object.fromEntries(MODEL_FIELDS.map(([field]) => [field, values[field] ?? null])),
          });
        } catch (error) {
          setRefused(error instanceof Error ? error.message : String(error));
          throw error;
        }
        void message.success(t(editing ? 'toast.updated' : 'toast.added'));
        onClose();
      }}
      onClose={onClose}
      pending={save.isPending}
      width={wide ? 760 : undefined}
      notice={refused ? <Alert type="error" showIcon title={refused} style={{ marginBottom: 12 }} /> : null}
    >
      <Form.Item name="agentName" label={t('field.agentName')} rules={[{ required: true, whitespace: true, message: t('validation.agentName') }, { max: AGENT_NAME_MAX }]}>
        <Input maxLength={AGENT_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="systemPrompt" label={t('field.systemPrompt')} extra={t('hint.systemPrompt')} rules={[{ required: true, whitespace: true, message: t('validation.systemPrompt') }, { max: SYSTEM_PROMPT_MAX }]}>
        <Input.TextArea rows={wide ? 8 : 6} maxLength={SYSTEM_PROMPT_MAX} showCount />
      </Form.Item>
      <Row gutter={16}>
        {MODEL_FIELDS.map(([field, modelType]) => (
          <Col key={field} xs={24} sm={12}>
            <Form.Item name={field} label={t(`model.${modelType}`)}>
              <ModelSelect modelType={modelType} placeholder={t('placeholder.model')} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item name="langCode" label={t('field.langCode')}>
            <Input maxLength={LANGUAGE_FIELD_MAX} placeholder="zh" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="language" label={t('field.language')}>
            <Input maxLength={LANGUAGE_FIELD_MAX} placeholder="中文" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
