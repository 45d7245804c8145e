import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The key of one agent's device list, which edits change at once. */
export const boundDevicesKey = (agentId: string) => queryKeyOf('devices', devicesEndpoints.getDeviceBind, { params: { agentId } });

/** GET /device/bind/{agentId}: the user's devices on that agent, in bind order. */
export const fetchBoundDevices = (agentId: string) => api(devicesEndpoints.getDeviceBind, { params: { agentId } });

export const useBoundDevices = (agentId: string) =>
  useQuery({ queryKey: boundDevicesKey(agentId), queryFn: () => fetchBoundDevices(agentId), enabled: agentId !== '' });
