import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModelOptions } from '../api/model-options.ts';
import type { AgentFormValues } from '../utils/agent-form.ts';
import { canCallFunctions, chatHistoryFor, INTENT_FUNCTION_CALL_ID, keepsSummary } from '../utils/model-rules.ts';

/** The fields one change forces, so the form never offers a combination the server refuses. */
export function useModelRules() {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const { data: llms = [] } = useModelOptions('LLM');
  const { data: intents = [] } = useModelOptions('Intent');
  const llmCanCallFunctions = (llmModelId: string | null) => canCallFunctions(llms.find((llm) => llm.id === llmModelId)?.type);

  const followUps = (changed: Partial<AgentFormValues>, previous: AgentFormValues, next: AgentFormValues): Partial<AgentFormValues> => {
    const forced: Partial<AgentFormValues> = {};
    if ('ttsModelId' in changed) Object.assign(forced, { ttsVoiceId: null, ttsLanguage: null });
    if ('memModelId' in changed) {
      forced.chatHistoryConf = chatHistoryFor(previous.memModelId, next.memModelId, previous.chatHistoryConf);
      if (!keepsSummary(next.memModelId)) forced.summaryMemory = '';
    }
    if ('llmModelId' in changed && next.intentModelId === INTENT_FUNCTION_CALL_ID && !llmCanCallFunctions(next.llmModelId)) {
      const fallback = intents.find((intent) => intent.id !== INTENT_FUNCTION_CALL_ID);
      if (fallback) {
        forced.intentModelId = fallback.id;
        void message.info(t('model.intentSwitched', { name: fallback.modelName }));
      }
    }
    return forced;
  };

  return { llmCanCallFunctions, followUps };
}
