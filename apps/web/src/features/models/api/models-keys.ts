import type { ModelListQuery, TtsVoiceQuery } from './model-types.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const modelsKeys = {
  all: [QUERY_ROOTS.modelConfig] as const,
  lists: () => [...modelsKeys.all, 'list'] as const,
  list: (query: ModelListQuery) => [...modelsKeys.lists(), query] as const,
  detail: (id: string) => [...modelsKeys.all, 'detail', id] as const,
  providers: (modelType: string) => [...modelsKeys.all, 'providers', modelType] as const,
  voices: () => [...modelsKeys.all, 'voices'] as const,
  voiceList: (query: TtsVoiceQuery) => [...modelsKeys.voices(), query] as const,
};
