import { useQuery } from '@tanstack/react-query';
import type { BoundDevice } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { devicesKeys } from './devices-keys.ts';

/** GET /device/bind/{agentId}: the user's devices on that agent, in bind order. */
export const fetchBoundDevices = (agentId: string) => http.get<BoundDevice[]>(`/device/bind/${encodeURIComponent(agentId)}`);

export const useBoundDevices = (agentId: string) =>
  useQuery({ queryKey: devicesKeys.bound(agentId), queryFn: () => fetchBoundDevices(agentId), enabled: agentId !== '' });
