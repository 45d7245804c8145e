import { z } from 'zod';

/** The voice dialog asks for every voice at once (`limit=10000`, as upstream's). */
export const TTS_VOICE_MAX_PAGE = 10000;

export const ttsVoiceListQuery = z.object({
  ttsModelId: z.string().trim().min(1).max(64),
  name: z.string().trim().max(50).default(''),
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(TTS_VOICE_MAX_PAGE).default(10),
});
export type TtsVoiceListQuery = z.infer<typeof ttsVoiceListQuery>;

/** TimbreDetailsVO. */
export const ttsVoiceDetail = z.object({
  id: z.string(),
  ttsModelId: z.string(),
  ttsVoice: z.string(),
  name: z.string(),
  languages: z.string().nullable(),
  voiceDemo: z.string().nullable(),
  remark: z.string().nullable(),
  referenceAudio: z.string().nullable(),
  referenceText: z.string().nullable(),
  sort: z.number().int(),
});
export type TtsVoiceDetail = z.infer<typeof ttsVoiceDetail>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'http(s) URL');

/** `POST /ttsVoice`, `PUT /ttsVoice/{id}`; the name fits upstream's varchar(20). */
export const ttsVoiceBody = z.object({
  ttsModelId: z.string().trim().min(1).max(64),
  ttsVoice: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(20),
  languages: z.string().trim().min(1).max(50),
  voiceDemo: httpUrl.or(z.literal('')).nullish(),
  remark: z.string().trim().max(255).nullish(),
  referenceAudio: z.string().trim().max(500).nullish(),
  referenceText: z.string().trim().max(500).nullish(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type TtsVoiceBody = z.input<typeof ttsVoiceBody>;
