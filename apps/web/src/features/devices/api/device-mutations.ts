import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BoundDevice, type DeviceManualAddInput, devicesEndpoints, type DeviceUpdateInput } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { boundDevicesKey } from './get-devices.ts';

/** PUT /device/update/{id}: only the fields sent change (remark and/or auto-update). */
export const updateDevice = (id: string, body: DeviceUpdateInput) => api(devicesEndpoints.putDeviceUpdate, { params: { id }, body });

/** POST /device/unbind {deviceId}, one request per device as upstream's batch does. */
export const unbindDevices = (ids: readonly string[]) => Promise.all(ids.map((deviceId) => api(devicesEndpoints.postDeviceUnbind, { body: { deviceId } })));

/** POST /device/bind/{agentId}/{code}: 10062 wrong or expired, 10063 already bound, 10302 too many tries. */
export const bindDevice = (agentId: string, code: string) => api(devicesEndpoints.postDeviceBind, { params: { agentId, code } });

/** POST /device/preregister: a device by MAC without a code (10161 when the MAC exists). */
export const manualAddDevice = (input: DeviceManualAddInput) => api(devicesEndpoints.postDevicePreregister, { body: input });

/** A device added or removed changes the agent's device list and the agent cards' device counts. */
const changesDevices = ['devices', 'agents'] as const;

/**
 * Optimistic: the switch or remark changes at once and goes back if the server refuses. `silent`: the screen shows
 * the refusal itself (the remark editor, by its text).
 */
export function useUpdateDevice(agentId: string, { silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = boundDevicesKey(agentId);
  return useMutation({
    meta: { ...(silent ? shownByScreen : {}), invalidates: [key] },
    mutationFn: ({ id, body }: { id: string; body: DeviceUpdateInput }) => updateDevice(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BoundDevice[]>(key);
      queryClient.setQueryData<BoundDevice[]>(key, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, ...(body.alias != null && { alias: body.alias }), ...(body.autoUpdate != null && { autoUpdate: body.autoUpdate }) } : row)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.before),
  });
}

export const useUnbindDevices = () => useMutation({ meta: { invalidates: changesDevices }, mutationFn: unbindDevices });

/** The dialog shows the server's reason (wrong or expired code, already bound, too many tries) by the field. */
export const useBindDevice = (agentId: string) =>
  useMutation({ meta: { ...shownByScreen, invalidates: changesDevices }, mutationFn: (code: string) => bindDevice(agentId, code) });

/** The dialog shows the server's reason (e.g. the MAC exists) by the field. */
export const useManualAddDevice = () =>
  useMutation({ meta: { ...shownByScreen, invalidates: changesDevices }, mutationFn: manualAddDevice });
