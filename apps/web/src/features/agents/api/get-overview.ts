import { useQuery } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /agent/overview: counts and the last 30 days per day, in the zone the request header names (the user's). */
export const fetchOverview = () => api(agentsEndpoints.getAgentOverview, {});

export function useAgentOverview() {
  const timeZone = useTimeZone();
  // The days are the zone's calendar days, so another zone is another answer.
  return useQuery({ queryKey: [...queryKeyOf('agents', agentsEndpoints.getAgentOverview), timeZone], queryFn: fetchOverview });
}
