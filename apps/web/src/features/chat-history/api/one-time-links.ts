import { chatHistoryEndpoints } from '@vox/contracts';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/http.ts';

/** POST /agent/chat-history/getDownloadUrl/{agentId}/{sessionId}: a one-time id for the text download. */
export const requestDownloadLink = (agentId: string, sessionId: string) =>
  api(chatHistoryEndpoints.postAgentChatHistoryGetDownloadUrl, { params: { agentId, sessionId } });

export type DownloadScope = 'current' | 'previous';

/** `current` is this session, `previous` this one plus up to 20 older ones. */
export const downloadHref = (downloadId: string, scope: DownloadScope) =>
  `${env.apiBase}/agent/chat-history/download/${encodeURIComponent(downloadId)}/${scope}`;
