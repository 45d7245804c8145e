import { useQuery } from '@tanstack/react-query';
import type { AgentTemplate } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { agentsKeys } from './agents-keys.ts';

/** GET /agent/template: every template by sort; the first is the default for new agents. */
export const fetchTemplates = () => http.get<AgentTemplate[]>('/agent/template');

export const useAgentTemplates = () =>
  useQuery({ queryKey: agentsKeys.templates(), queryFn: fetchTemplates, staleTime: 5 * 60_000 });
