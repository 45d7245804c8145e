import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/page-sizes.ts';
import { pageQuery } from '../common/page.ts';
import { CHAT_SESSIONS_PAGE_SIZE, REPORT_AUDIO_BASE64_MAX } from './chat-history-limits.ts';
import { CHAT_SOURCES } from './playground.ts';

export * from './chat-history-limits.ts';

export const chatSessionsQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CHAT_SESSIONS_PAGE_SIZE),
  /** Only sessions of this source; empty or absent: all. */
  source: z.union([z.literal(''), z.enum(CHAT_SOURCES)]).optional(),
});
export type ChatSessionsQuery = z.infer<typeof chatSessionsQuery>;

/**
 * `createdAt` is the time of the session's latest message, `yyyy-MM-dd HH:mm:ss` GMT+8; `title` the one the small LLM
 * gave the session when the device server asked for it, null until then.
 */
export const chatSession = z.object({
  sessionId: z.string(),
  createdAt: z.string(),
  chatCount: z.number().int(),
  title: z.string().nullable(),
  source: z.enum(CHAT_SOURCES),
});
export type ChatSession = z.infer<typeof chatSession>;

export const chatSessionParams = z.object({ id: z.string().min(1).max(64), sessionId: z.string().min(1).max(64) });
export const chatDownloadParams = z.object({ agentId: z.string().min(1).max(64), sessionId: z.string().min(1).max(64) });
/** The session a device server asks a title or summary for (`/agent/chat-title|chat-summary/{sessionId}/…`). */
export const deviceSessionParams = z.object({ sessionId: z.string().trim().min(1).max(64) });
export const audioIdParam = z.object({ audioId: z.string().min(1).max(64) });
/** Upstream's `GET /agent/{id}/chat-history/audio`, where the path's `id` is an audio id, not an agent's. */
export const audioInAgentPathParam = z.object({ id: z.string().min(1).max(64) });
export const linkParam = z.object({ uuid: z.string().min(1).max(64) });

/**
 * One message in time order. `content` is the text as reported: tool messages carry a JSON array
 * of `{type: 'tool' | 'tool_result', text}`, user messages may carry `{"speaker", "content"}`.
 */
export const chatMessage = z.object({
  createdAt: z.string(),
  chatType: z.number().int(),
  content: z.string(),
  audioId: z.string().nullable(),
  macAddress: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * `POST /agent/chat-history/report` from the device server. `reportTime` is
 * epoch seconds or milliseconds (device servers send either); absent means now.
 */
export const chatHistoryReportInput = z.object({
  macAddress: z.string().trim().min(1).max(64),
  sessionId: z.string().trim().min(1).max(64),
  chatType: z.coerce.number().int().min(1).max(3),
  content: z.string().max(200_000),
  audioBase64: z.string().max(REPORT_AUDIO_BASE64_MAX).nullish(),
  reportTime: z.coerce.number().int().positive().nullish(),
});
export type ChatHistoryReportInput = z.infer<typeof chatHistoryReportInput>;
