import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /device/presence-summary: online and total devices per agent, asked again while home is open. */
export const useAgentPresence = () =>
  useQuery({ ...apiQuery('agents', devicesEndpoints.getDevicePresenceSummary, {}), refetchInterval: 30_000 });
