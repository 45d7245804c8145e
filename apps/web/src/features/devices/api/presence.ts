import { useMutation, useQuery } from '@tanstack/react-query';
import { devicesEndpoints, type PendingBindInput } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** Presence changes by itself, so it is asked again while the page is open. */
const PRESENCE_REFRESH_MS = 30_000;

/** GET /device/presence/{agentId}: online or last seen per device (the MQTT gateway's status when configured). */
export const useDevicePresence = (agentId: string) =>
  useQuery({
    ...apiQuery('devices', devicesEndpoints.getDevicePresence, { params: { agentId } }),
    enabled: agentId !== '',
    refetchInterval: PRESENCE_REFRESH_MS,
  });

/** GET /device/pending: devices that checked in without an owner in the last 24 h. */
export const usePendingDevices = () =>
  useQuery({ ...apiQuery('devices', devicesEndpoints.getDevicePending, {}), refetchInterval: PRESENCE_REFRESH_MS });

/** POST /device/pending/{id}/bind: only this device's own code binds it (10062 otherwise). */
export function useBindPendingDevice() {
  return useMutation({
    meta: { ...shownByScreen, invalidates: ['devices', 'agents'] },
    mutationFn: ({ id, body }: { id: string; body: PendingBindInput }) => api(devicesEndpoints.postDevicePendingBind, { params: { id }, body }),
  });
}
