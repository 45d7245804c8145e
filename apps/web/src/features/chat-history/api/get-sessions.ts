import { useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_SESSIONS_PAGE_SIZE, chatHistoryEndpoints, type ChatSource } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** Which sessions a list shows: all, or those of one source (devices, the playground). */
export type SessionSource = '' | ChatSource;

/** GET /agent/{id}/sessions?page&limit=20[&source]: newest first. */
export const fetchSessions = (agentId: string, page: number, source: SessionSource = '') =>
  api(chatHistoryEndpoints.getAgentSessions, { params: { id: agentId }, query: { page, limit: CHAT_SESSIONS_PAGE_SIZE, ...(source ? { source } : {}) } });

/** Page after page as the list scrolls; a short page means there is no more. */
export const useChatSessions = (agentId: string, source: SessionSource = '') =>
  useInfiniteQuery({
    queryKey: queryKeyOf('chat-history', chatHistoryEndpoints.getAgentSessions, { params: { id: agentId }, query: { source } }),
    queryFn: ({ pageParam }) => fetchSessions(agentId, pageParam, source),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length === CHAT_SESSIONS_PAGE_SIZE && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: agentId !== '',
    staleTime: 0,
  });

export type ChatSessionsResult = ReturnType<typeof useChatSessions>;
