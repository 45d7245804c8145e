import type { FeatureFlags, ModelType } from '@vox/contracts';
import { Card, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { AgentFormField } from '../utils/agent-form.ts';
import { INTENT_FUNCTION_CALL_ID } from '../utils/model-rules.ts';
import { ModelSelect } from './model-select.tsx';

type ModelRow = readonly [AgentFormField, ModelType, 'vad' | 'asr' | 'llm' | 'slm' | 'vllm' | 'intent'];

/** The small LLM (titles, summaries) picks from the LLM list, as upstream does. */
const ROWS: readonly ModelRow[] = [
  ['vadModelId', 'VAD', 'vad'],
  ['asrModelId', 'ASR', 'asr'],
  ['llmModelId', 'LLM', 'llm'],
  ['slmModelId', 'LLM', 'slm'],
  ['vllmModelId', 'VLLM', 'vllm'],
  ['intentModelId', 'Intent', 'intent'],
];

/**
 * One select per model type; function-call intent is offered only with an LLM that can call functions. The LLM
 * choice links to the user's own LLMs, which it lists too.
 */
export function ModelsSection({ functionCallAllowed, features }: { functionCallAllowed: boolean; features: Pick<FeatureFlags, 'vad' | 'asr'> }) {
  const { t } = useTranslation('agents');
  return (
    <Card title={t('section.models')} variant="borderless">
      <Row gutter={16}>
        {ROWS.map(([field, modelType, key]) => (
          // A switched-off VAD or ASR choice is hidden, not removed, so the agent keeps its value.
          <Col key={field} xs={24} sm={12} style={(key === 'vad' && !features.vad) || (key === 'asr' && !features.asr) ? { display: 'none' } : undefined}>
            <Form.Item
              name={field}
              label={t(`model.${key}`)}
              tooltip={t(`model.${key}Hint`)}
              extra={field === 'llmModelId' ? <AppLink to={paths.llmEdit}>{t('model.addPrivateLlm')}</AppLink> : undefined}
            >
              <ModelSelect modelType={modelType} hiddenIds={field === 'intentModelId' && !functionCallAllowed ? [INTENT_FUNCTION_CALL_ID] : []} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
