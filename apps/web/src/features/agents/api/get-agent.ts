import { useQuery } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/{id}: the whole configuration. */
export const fetchAgent = (id: string) => api(agentsEndpoints.getAgent, { params: { id } });

export const useAgent = (id: string) =>
  useQuery({ queryKey: queryKeyOf('agents', agentsEndpoints.getAgent, { params: { id } }), queryFn: () => fetchAgent(id), enabled: id !== '', staleTime: 0 });
