import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { devicesKeys } from './devices-keys.ts';

/** GET /device/bind/{agentId}: the user's devices on that agent, in bind order. */
export const fetchBoundDevices = (agentId: string) => api(devicesEndpoints.getDeviceBind, { params: { agentId } });

export const useBoundDevices = (agentId: string) =>
  useQuery({ queryKey: devicesKeys.bound(agentId), queryFn: () => fetchBoundDevices(agentId), enabled: agentId !== '' });
