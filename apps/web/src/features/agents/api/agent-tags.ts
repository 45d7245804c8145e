import { useQuery } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /agent/{id}/tags: one agent's tags in order; they are saved with the configuration (tagNames). */
export const useAgentTags = (agentId: string) =>
  useQuery({
    ...apiQuery('agents', agentsEndpoints.getAgentTags, { params: { id: agentId } }),
    enabled: agentId !== '',
    staleTime: 0,
  });

/** GET /agent/tag/list: the caller's tags, for the home filter. */
export const useTagList = () => useQuery(apiQuery('agents', agentsEndpoints.getAgentTagList, {}));
