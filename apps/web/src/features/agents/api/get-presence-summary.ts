import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { agentsKeys } from './agents-keys.ts';

/** GET /device/presence-summary: online and total devices per agent, asked again while home is open. */
export const useAgentPresence = () =>
  useQuery({ queryKey: agentsKeys.presence(), queryFn: () => api(devicesEndpoints.getDevicePresenceSummary, {}), refetchInterval: 30_000 });
