import { useQuery } from '@tanstack/react-query';
import { agentPlaygroundEndpoints } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';

/** What the playground will run for this agent (as this device and speaker): the LLM, the prompt, the tools. */
export const usePlaygroundInfo = (agentId: string, { deviceMac, speaker }: { deviceMac: string; speaker: string }) =>
  useQuery({
    ...apiQuery('agent-playground', agentPlaygroundEndpoints.getV1AgentPlayground, { params: { agentId }, query: { ...(deviceMac ? { deviceMac } : {}), ...(speaker ? { speaker } : {}) } }),
    enabled: agentId !== '',
    staleTime: 0,
  });
