import { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';
import {
  llmNameOption,
  llmNamesQuery,
  modelIdParam,
  modelNameOption,
  modelNamesQuery,
  modelProvider,
  modelVoicesQuery,
  ttsVoiceOption,
} from '../models/models.ts';

export const modelsEndpoints = {
  getModelsNames: endpoint({
    method: 'GET',
    path: '/models/names',
    access: 'user',
    tags: ['models'],
    summary: 'Enabled model configs of one type, by sort (SLM answers the LLM list)',
    query: modelNamesQuery,
    response: z.array(modelNameOption),
  }),
  getModelsLlmNames: endpoint({
    method: 'GET',
    path: '/models/llm/names',
    access: 'user',
    tags: ['models'],
    summary: 'Enabled LLM configs with their provider type (for the function-call intent rule)',
    query: llmNamesQuery,
    response: z.array(llmNameOption),
  }),
  getModelsVoices: endpoint({
    method: 'GET',
    path: '/models/:modelId/voices',
    access: 'user',
    tags: ['models'],
    summary: 'Voices of a TTS model config',
    query: modelVoicesQuery,
    params: modelIdParam,
    response: z.array(ttsVoiceOption),
  }),
  getModelsProviderPluginNames: endpoint({
    method: 'GET',
    path: '/models/provider/plugin/names',
    access: 'user',
    tags: ['models'],
    summary: 'Plugin providers an agent can use as functions, with their parameter fields, then the caller\'s knowledge bases (modelType Rag)',
    response: z.array(modelProvider),
  }),
};
