import { useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_SESSIONS_PAGE_SIZE, chatHistoryEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { QUERY_ROOTS, queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/{id}/sessions?page&limit=20: newest first. */
export const fetchSessions = (agentId: string, page: number) =>
  api(chatHistoryEndpoints.getAgentSessions, { params: { id: agentId }, query: { page, limit: CHAT_SESSIONS_PAGE_SIZE } });

/** Page after page as the list scrolls; a short page means there is no more. */
export const useChatSessions = (agentId: string) =>
  useInfiniteQuery({
    queryKey: queryKeyOf(QUERY_ROOTS.chatHistory, chatHistoryEndpoints.getAgentSessions, { params: { id: agentId } }),
    queryFn: ({ pageParam }) => fetchSessions(agentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length === CHAT_SESSIONS_PAGE_SIZE && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: agentId !== '',
    staleTime: 0,
  });

export type ChatSessionsResult = ReturnType<typeof useChatSessions>;
