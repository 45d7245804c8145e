import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AgentListQuery, agentsEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/list?keyword&searchType: the signed-in user's agents, newest first. */
export const fetchAgents = (query: AgentListQuery) => api(agentsEndpoints.getAgentList, { query });

export const useAgents = (query: AgentListQuery = { keyword: '', searchType: 'name' }) =>
  useQuery({ queryKey: queryKeyOf('agents', agentsEndpoints.getAgentList, { query }), queryFn: () => fetchAgents(query), placeholderData: keepPreviousData });
