import { useQuery } from '@tanstack/react-query';
import { type LlmNameOption, type ModelNameOption, modelsEndpoints, type ModelType } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

const OPTIONS_STALE_MS = 5 * 60_000;

/** An option of a model select; LLM options also carry their provider type and whether they are the user's own. */
export type ModelOption = ModelNameOption & Partial<Pick<LlmNameOption, 'type' | 'isPrivate'>>;

/** GET /models/names?modelType: the enabled configs of one type, by sort. */
export const fetchModelNames = (modelType: ModelType) => api(modelsEndpoints.getModelsNames, { query: { modelType, modelName: '' } });

/** GET /models/llm/names: the same for LLMs plus their provider type, which the function-call rule needs. */
export const fetchLlmNames = () => api(modelsEndpoints.getModelsLlmNames, { query: { modelName: '' } });

/** GET /models/{ttsModelId}/voices; upstream answers null for a model without voices. */
export const fetchVoices = async (ttsModelId: string) =>
  (await api(modelsEndpoints.getModelsVoices, { params: { modelId: ttsModelId } })) ?? [];

/** The option lists of the agent form; they belong to the models, but only this form reads them. */
export const useModelOptions = (modelType: ModelType) =>
  useQuery<ModelOption[]>({
    queryKey: modelType === 'LLM' ? queryKeyOf('model-options', modelsEndpoints.getModelsLlmNames) : queryKeyOf('model-options', modelsEndpoints.getModelsNames, { query: { modelType } }),
    queryFn: () => (modelType === 'LLM' ? fetchLlmNames() : fetchModelNames(modelType)),
    staleTime: OPTIONS_STALE_MS,
  });

export const useTtsVoices = (ttsModelId: string | null | undefined) =>
  useQuery({
    queryKey: queryKeyOf('model-options', modelsEndpoints.getModelsVoices, { params: { modelId: ttsModelId ?? '' } }),
    queryFn: () => fetchVoices(ttsModelId ?? ''),
    enabled: Boolean(ttsModelId),
    staleTime: OPTIONS_STALE_MS,
  });
