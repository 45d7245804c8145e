import { z } from 'zod';

/** Upstream's `GET /agent/all?page&limit`: every user's agents for an administrator, newest first. */
export const adminAgentListQuery = z.object({
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type AdminAgentListQuery = z.infer<typeof adminAgentListQuery>;

/** The agent row (AgentEntity) in camelCase; the model ids say what it uses, `userId` whose it is. */
export const adminAgent = z.object({
  id: z.string(),
  userId: z.string(),
  agentCode: z.string().nullable(),
  agentName: z.string(),
  asrModelId: z.string().nullable(),
  vadModelId: z.string().nullable(),
  llmModelId: z.string().nullable(),
  slmModelId: z.string().nullable(),
  vllmModelId: z.string().nullable(),
  ttsModelId: z.string().nullable(),
  ttsVoiceId: z.string().nullable(),
  memModelId: z.string().nullable(),
  intentModelId: z.string().nullable(),
  chatHistoryConf: z.number().int().nullable(),
  systemPrompt: z.string().nullable(),
  summaryMemory: z.string().nullable(),
  langCode: z.string().nullable(),
  language: z.string().nullable(),
  sort: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAgent = z.infer<typeof adminAgent>;
