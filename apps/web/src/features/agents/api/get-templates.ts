import { useQuery } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/template: every template by sort; the first is the default for new agents. */
export const fetchTemplates = () => api(agentsEndpoints.getAgentTemplate, {});

export const useAgentTemplates = () =>
  useQuery({ queryKey: queryKeyOf('agents', agentsEndpoints.getAgentTemplate), queryFn: fetchTemplates, staleTime: 5 * 60_000 });
