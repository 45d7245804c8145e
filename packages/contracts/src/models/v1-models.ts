import { z } from 'zod';

/** The /v1 family's envelope: `{code, msg, data, reqid}` with snake_case bodies. */
export const v1Envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data, reqid: z.string() });

/** `GET /v1/voices` filters, ANDed; empty means none. */
export const v1VoicesQuery = z.object({
  voiceName: z.string().trim().max(50).default(''),
  language: z.string().trim().max(20).default(''),
  age: z.string().trim().max(20).default(''),
  gender: z.string().trim().max(20).default(''),
  style: z.string().trim().max(20).default(''),
  profile: z.string().trim().max(20).default(''),
  scene: z.string().trim().max(20).default(''),
});
export type V1VoicesQuery = z.infer<typeof v1VoicesQuery>;

export const VOICE_AGES = ['child', 'young', 'adult', 'middle', 'senior'] as const;
export const VOICE_GENDERS = ['male', 'female'] as const;

/** A catalogue voice of an enabled TTS model; tags hold codes. */
export const v1Voice = z.object({
  id: z.string(),
  name: z.string(),
  demo: z.string().nullable(),
  tts_model_id: z.string(),
  tts_voice: z.string(),
  tags: z.object({
    languages: z.array(z.string()),
    age: z.string().nullable(),
    gender: z.string().nullable(),
    styles: z.array(z.string()),
    scenes: z.array(z.string()),
    profile: z.string().nullable(),
    emotions: z.array(z.object({ emotion: z.string(), demo_url: z.string() })),
  }),
});
export type V1Voice = z.infer<typeof v1Voice>;
export const v1VoiceList = z.object({ voices: z.array(v1Voice) });

/** Numbers may come as strings (Lingxi's own examples send them so); `""` means the provider default. */
const optionalNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `${min}..${max}` });
        return z.NEVER;
      }
      return number;
    })
    .optional();

/** `config` of a private OpenAI-compatible LLM. `api_key` comes back masked; send the mask to keep it. */
export const v1LlmConfigInput = z.strictObject({
  type: z.literal('openai'),
  base_url: z.string().trim().min(1).max(500).refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'http(s) URL'),
  model_name: z.string().trim().min(1).max(100),
  api_key: z.string().trim().max(500).optional(),
  temperature: optionalNumber(0, 2),
  max_tokens: optionalNumber(1, 1_000_000),
  top_p: optionalNumber(0, 1),
  top_k: optionalNumber(0, 1000),
  frequency_penalty: optionalNumber(-2, 2),
});

/** `POST /v1/models/{model_type}` (only `llm`); the name is unique per user (614). */
export const v1ModelCreateBody = z.object({
  name: z.string().trim().min(1).max(50),
  config: v1LlmConfigInput,
  comment: z.string().trim().max(255).nullish(),
});
export type V1ModelCreateBody = z.input<typeof v1ModelCreateBody>;

/** `PUT /v1/models/{id}`; `model_type` is accepted and must stay `llm`. */
export const v1ModelUpdateBody = v1ModelCreateBody.extend({
  model_type: z.string().trim().max(20).optional(),
  is_enabled: z.boolean().optional(),
});
export type V1ModelUpdateBody = z.input<typeof v1ModelUpdateBody>;

export const v1Model = z.object({
  id: z.string(),
  model_type: z.string(),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  comment: z.string().nullable(),
  is_enabled: z.boolean(),
  /** true for the caller's own models, false for the administrators' public ones. */
  is_private: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type V1Model = z.infer<typeof v1Model>;

export const v1ModelsQuery = z.object({ model_type: z.string().trim().max(20).default('') });
export const v1ModelList = z.object({ models: z.array(v1Model) });

export const v1ModelIdParam = z.object({ id: z.string().min(1).max(64) });
export const v1ModelTypeParam = z.object({ model_type: z.string().trim().min(1).max(20) });

export const v1ProvideType = z.object({
  type: z.string(),
  name: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), type: z.string(), default: z.unknown().optional() })),
});
export const v1ProvideTypes = z.object({ provide_types: z.array(v1ProvideType) });
export type V1ProvideType = z.infer<typeof v1ProvideType>;

export const v1ModelChoice = z.object({ id: z.string(), name: z.string(), type: z.string(), comment: z.string().nullable() });
export type V1ModelChoice = z.infer<typeof v1ModelChoice>;
/** `GET /v1/agents/models/{model_type}`: enabled public configs and the caller's own enabled ones. */
export const v1AgentModels = z.object({ publics: z.array(v1ModelChoice), privates: z.array(v1ModelChoice) });
export type V1AgentModels = z.infer<typeof v1AgentModels>;

/** `POST /v1/models/{id}/test`: one chat completion; failures travel as `ok: false` with a localised error. */
export const v1ModelTestResult = z.object({
  ok: z.boolean(),
  reply: z.string().optional(),
  latency_ms: z.number().int().optional(),
  error: z.string().optional(),
});
export type V1ModelTestResult = z.infer<typeof v1ModelTestResult>;

export const v1Empty = z.object({});
