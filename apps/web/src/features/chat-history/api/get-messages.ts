import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { chatKeys } from './chat-keys.ts';

/** GET /agent/{id}/chat-history/{sessionId}: the session's messages in time order. */
export const fetchMessages = (agentId: string, sessionId: string) =>
  http.get<ChatMessage[]>(`/agent/${encodeURIComponent(agentId)}/chat-history/${encodeURIComponent(sessionId)}`);

export const useChatMessages = (agentId: string, sessionId: string | null) =>
  useQuery({
    queryKey: chatKeys.messages(agentId, sessionId ?? ''),
    queryFn: () => fetchMessages(agentId, sessionId ?? ''),
    enabled: agentId !== '' && Boolean(sessionId),
  });
