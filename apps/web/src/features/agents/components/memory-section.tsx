import { MEMORY_LONG_TERM_ID, MEMORY_NONE_ID, SUMMARY_MEMORY_MAX } from '@vox/contracts';
import { Alert, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { agentMemoryHref } from '../utils/agent-links.ts';
import { summaryEditable } from '../utils/model-rules.ts';
import { CountHint } from './count-hint.tsx';
import { ModelSelect } from './model-select.tsx';

/** Memory model, what chat history is kept, and the summary the memory wrote (or, for long-term memory, a link to it). */
export function MemorySection({ agentId }: { agentId: string }) {
  const { t } = useTranslation('agents');
  const memModelId = Form.useWatch<string | null>('memModelId') ?? null;
  const noMemory = memModelId === MEMORY_NONE_ID;
  const longTerm = memModelId === MEMORY_LONG_TERM_ID;
  const editable = summaryEditable(memModelId);
  return (
    <Card title={t('section.memory')} variant="borderless">
      <Form.Item name="memModelId" label={t('model.memory')} extra={noMemory ? t('memory.noneWarning') : undefined}>
        <ModelSelect modelType="Memory" />
      </Form.Item>
      <Form.Item name="chatHistoryConf" label={t('memory.chatHistory')} extra={noMemory ? t('memory.chatHistoryNeedsMemory') : undefined}>
        <Radio.Group
          disabled={noMemory}
          options={[
            { value: 0, label: t('memory.historyNone') },
            { value: 1, label: t('memory.historyText') },
            { value: 2, label: t('memory.historyTextAudio') },
          ]}
        />
      </Form.Item>
      {longTerm ? (
        <Alert type="info" showIcon message={t('memory.longTerm')} description={<AppLink to={agentMemoryHref(agentId)}>{t('memory.longTermLink')}</AppLink>} />
      ) : (
        <Form.Item name="summaryMemory" label={t('memory.summary')} extra={<CountHint>{editable ? t('memory.summaryHint') : t('memory.summaryReadOnly')}</CountHint>}>
          <Input.TextArea rows={4} maxLength={SUMMARY_MEMORY_MAX} showCount readOnly={!editable} placeholder={t('memory.summaryEmpty')} />
        </Form.Item>
      )}
    </Card>
  );
}
