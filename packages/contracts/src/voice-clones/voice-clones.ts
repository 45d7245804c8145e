import { z } from 'zod';

/** Voice clones (Lingxi's /v1 API): a slot trained from a user's sample into a voice an agent can speak with. */
export const VOICE_CLONE_STATES = ['Init', 'Training', 'Success', 'Failed'] as const;
export type VoiceCloneState = (typeof VOICE_CLONE_STATES)[number];

export const VOICE_CLONE_TIERS = ['free', 'pro'] as const;
export type VoiceCloneTier = (typeof VOICE_CLONE_TIERS)[number];

/** Free slots speak Chinese or English; pro slots add the rest. */
export const FREE_CLONE_LANGUAGES = ['zh', 'en'] as const;
export const PRO_CLONE_LANGUAGES = ['zh', 'en', 'ja', 'ko', 'es', 'pt', 'id', 'de', 'fr', 'ar', 'hi', 'it', 'tr', 'yue'] as const;

/** The only model id the old create form sends; any other is refused. */
export const VOICE_CLONE_MODEL_ID = 'QN_ACV';
/** Each Han character, letter or digit counts one (as Lingxi counts). */
export const VOICE_CLONE_NAME_MAX = 20;
/** A sample's spoken length, seconds: the train page trims to this window; the server refuses outside it. */
export const CLONE_SAMPLE_MIN_SECONDS = 8;
export const CLONE_SAMPLE_MAX_SECONDS = 60;
/** TTS provider types that can clone a voice (config `type` of the TTS model config). */
export const CLONE_TTS_TYPES = ['huoshan_double_stream', 'minimax_httpstream'] as const;
export type CloneTtsType = (typeof CLONE_TTS_TYPES)[number];

export const voiceCloneIdParam = z.object({ id: z.string().min(1).max(64) });

export const voiceCloneCreateBody = z
  .object({
    model_id: z.string().max(64).optional(),
    language: z.enum(PRO_CLONE_LANGUAGES).optional(),
    tier: z.enum(VOICE_CLONE_TIERS).optional(),
    /** Which clone-capable TTS config trains it; the first enabled one when absent. */
    tts_model_id: z.string().min(1).max(64).optional(),
  })
  .nullish();
export type VoiceCloneCreateBody = z.input<typeof voiceCloneCreateBody>;

export const voiceCloneUpdateBody = z.object({
  /** Empty or absent: rename only. Otherwise an upload key (or our upload URL), or an http(s) .mp3/.wav URL. */
  key: z.string().trim().max(2048).optional(),
  name: z.string().trim().min(1).max(VOICE_CLONE_NAME_MAX).optional(),
});
export type VoiceCloneUpdateBody = z.input<typeof voiceCloneUpdateBody>;

export const voiceClone = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  demo_url: z.string(),
  state: z.enum(VOICE_CLONE_STATES),
  tier: z.enum(VOICE_CLONE_TIERS),
  /** Why the last training failed (the provider's text), else ''. */
  error: z.string(),
  /** The TTS model config the clone speaks through, and its name. */
  tts_model_id: z.string().nullable(),
  tts_model_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VoiceClone = z.output<typeof voiceClone>;
export const voiceCloneList = z.object({ voices: z.array(voiceClone) });

/** What the clone screens need to know before offering a slot: is any clone-capable TTS configured. */
export const voiceCloneSupport = z.object({
  available: z.boolean(),
  platforms: z.array(z.object({ id: z.string(), modelName: z.string(), type: z.enum(CLONE_TTS_TYPES) })),
});
export type VoiceCloneSupport = z.output<typeof voiceCloneSupport>;

export const voiceCloneDemoParams = z.object({ id: z.string().min(1).max(64), token: z.string().min(1).max(64) });

/** Upstream's train_status: 0 not trained, 1 training, 2 trained, 3 failed. */
export const TRAIN_STATUS: Readonly<Record<VoiceCloneState, number>> = { Init: 0, Training: 1, Success: 2, Failed: 3 };

/** Upstream's VoiceCloneResponseDTO. */
export const voiceResource = z.object({
  id: z.string(),
  name: z.string(),
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  voiceId: z.string(),
  languages: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  trainStatus: z.number().int(),
  trainError: z.string().nullable(),
  createDate: z.string(),
  hasVoice: z.boolean(),
});
export type VoiceResource = z.output<typeof voiceResource>;

export const voiceResourceQuery = z.object({
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  name: z.string().trim().max(64).optional().default(''),
});

export const voiceResourceBody = z.object({
  modelId: z.string().trim().min(1).max(64),
  voiceIds: z.array(z.string().trim().min(1).max(64)).min(1).max(50),
  userId: z.string().trim().min(1).max(64),
  languages: z.string().trim().min(1).max(100),
});
export type VoiceResourceBody = z.input<typeof voiceResourceBody>;

export const voiceResourceIdsParam = z.object({ ids: z.string().min(1).max(4000) });
export const voiceResourceUserParam = z.object({ userId: z.string().min(1).max(64) });
export const ttsPlatform = z.object({ id: z.string(), modelName: z.string() });
export const voiceCloneNameBody = z.object({ id: z.string().min(1).max(64), name: z.string().trim().max(VOICE_CLONE_NAME_MAX) });
export const voiceCloneTrainBody = z.object({ cloneId: z.string().min(1).max(64) });
export const voiceClonePlayParam = z.object({ uuid: z.string().min(1).max(64) });
