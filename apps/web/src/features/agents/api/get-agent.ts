import { useQuery } from '@tanstack/react-query';
import type { AgentDetail } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { agentsKeys } from './agents-keys.ts';

/** GET /agent/{id}: the whole configuration. */
export const fetchAgent = (id: string) => http.get<AgentDetail>(`/agent/${encodeURIComponent(id)}`);

export const useAgent = (id: string) =>
  useQuery({ queryKey: agentsKeys.detail(id), queryFn: () => fetchAgent(id), enabled: id !== '', staleTime: 0 });
