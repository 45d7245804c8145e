import { AGENT_NAME_MAX, ASSISTANT_NAME_PLACEHOLDER, LANGUAGE_FIELD_MAX, SYSTEM_PROMPT_MAX, type AgentTemplate } from '@vox/contracts';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLengthLimit } from '../../../hooks/use-length-limit.ts';
import { CountHint } from './count-hint.tsx';
import { TemplatePicker } from './template-picker.tsx';

/** Name, template, role prompt and the interaction language. */
export function RoleSection({ onApplyTemplate }: { onApplyTemplate: (template: AgentTemplate) => void }) {
  const { t } = useTranslation('agents');
  const nameLimit = useLengthLimit(AGENT_NAME_MAX);
  const promptLimit = useLengthLimit(SYSTEM_PROMPT_MAX);
  return (
    <Card title={t('section.role')} variant="borderless">
      <Form.Item name="agentName" label={t('field.agentName')} rules={[{ required: true, whitespace: true, message: t('create.nameRequired') }, nameLimit.rule]}>
        <Input count={nameLimit.count} />
      </Form.Item>
      <Form.Item label={t('field.template')} extra={t('template.hint')}>
        <TemplatePicker onApply={onApplyTemplate} />
      </Form.Item>
      <Form.Item name="systemPrompt" label={t('field.systemPrompt')} rules={[promptLimit.rule]} extra={<CountHint>{t('field.systemPromptHint', { placeholder: ASSISTANT_NAME_PLACEHOLDER })}</CountHint>}>
        <Input.TextArea rows={10} count={promptLimit.count} placeholder={t('field.systemPromptPlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="langCode" label={t('field.langCode')} extra={t('field.langCodeHint')}>
            <Input maxLength={LANGUAGE_FIELD_MAX} placeholder="zh" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="language" label={t('field.language')} extra={t('field.languageHint')}>
            <Input maxLength={LANGUAGE_FIELD_MAX} placeholder={t('field.languagePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
