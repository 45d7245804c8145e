import { z } from 'zod';

export * from './model-types.ts';

/**
 * `GET /models/names`: enabled configs of one type. The type is matched case-insensitively and
 * `SLM` (small LLM) answers the LLM list, which is what the SLM select offers.
 */
export const modelNamesQuery = z.object({
  modelType: z.string().trim().min(1).max(20),
  modelName: z.string().trim().max(50).default(''),
});
export type ModelNamesQuery = z.infer<typeof modelNamesQuery>;

export const modelNameOption = z.object({ id: z.string(), modelName: z.string() });
export type ModelNameOption = z.infer<typeof modelNameOption>;

export const llmNamesQuery = z.object({ modelName: z.string().trim().max(50).default('') });

/**
 * `type` is the config's provider type, used for the function-call rule; `isPrivate` marks the caller's own LLMs
 * (added on /llm-edit), listed after the platform's.
 */
export const llmNameOption = modelNameOption.extend({ type: z.string(), isPrivate: z.boolean() });
export type LlmNameOption = z.infer<typeof llmNameOption>;

export const modelIdParam = z.object({ modelId: z.string().min(1).max(64) });
export const modelVoicesQuery = z.object({ voiceName: z.string().trim().max(50).default('') });

/** A voice the agent form offers for a TTS model; clones come later (voice-clone issue). */
export const ttsVoiceOption = z.object({
  id: z.string(),
  name: z.string(),
  voiceDemo: z.string().nullable(),
  languages: z.string().nullable(),
  isClone: z.boolean(),
});
export type TtsVoiceOption = z.infer<typeof ttsVoiceOption>;

/** One input of a provider's config form (upstream's `ai_model_provider.fields`). */
export const providerField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  default: z.unknown().optional(),
  /** Limits of a number field, and the choices of an enum field (field-rules.ts). */
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).optional(),
});
export type ProviderField = z.infer<typeof providerField>;

/** ModelProviderDTO; `fields` travels as a JSON string, as upstream sends it. */
export const modelProvider = z.object({
  id: z.string(),
  modelType: z.string(),
  providerCode: z.string(),
  name: z.string(),
  fields: z.string(),
  sort: z.number().int(),
  creator: z.string().nullable(),
  createDate: z.string(),
  updater: z.string().nullable(),
  updateDate: z.string(),
});
export type ModelProvider = z.infer<typeof modelProvider>;

export * from './model-admin.ts';
export * from './provider-admin.ts';
export * from './tts-voices.ts';
export * from './v1-models.ts';
export * from './field-rules.ts';
