import { useQuery } from '@tanstack/react-query';
import { chatHistoryEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/{id}/chat-history/{sessionId}: the session's messages in time order. */
export const fetchMessages = (agentId: string, sessionId: string) =>
  api(chatHistoryEndpoints.getAgentChatHistory, { params: { id: agentId, sessionId } });

export const useChatMessages = (agentId: string, sessionId: string | null) =>
  useQuery({
    queryKey: queryKeyOf('chat-history', chatHistoryEndpoints.getAgentChatHistory, { params: { id: agentId, sessionId: sessionId ?? '' } }),
    queryFn: () => fetchMessages(agentId, sessionId ?? ''),
    enabled: agentId !== '' && Boolean(sessionId),
  });
