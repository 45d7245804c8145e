import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BoundDevice, type DeviceManualAddInput, devicesEndpoints, type DeviceUpdateInput } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { devicesKeys } from './devices-keys.ts';

type OnFailure = (error: ApiError) => void;

/** PUT /device/update/{id}: only the fields sent change (remark and/or auto-update). */
export const updateDevice = (id: string, body: DeviceUpdateInput) => api(devicesEndpoints.putDeviceUpdate, { params: { id }, body: body });

/** POST /device/unbind {deviceId}, one request per device as upstream's batch does. */
export const unbindDevices = (ids: readonly string[]) => Promise.all(ids.map((deviceId) => api(devicesEndpoints.postDeviceUnbind, { body: { deviceId } })));

/** POST /device/bind/{agentId}/{code}: 10062 wrong or expired, 10063 already bound, 10302 too many tries. */
export const bindDevice = (agentId: string, code: string, onFailure?: OnFailure) =>
  api(devicesEndpoints.postDeviceBind, { params: { agentId, code } }, { onFailure });

/** POST /device/preregister: a device by MAC without a code (10161 when the MAC exists). */
export const preregisterDevice = (input: DeviceManualAddInput, onFailure?: OnFailure) => api(devicesEndpoints.postDevicePreregister, { body: input }, { onFailure });

/** Every change to an agent's devices reloads its list, then tells the page (agent cards count devices too). */
function useDevicesChanged(agentId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: devicesKeys.bound(agentId) });
    onChanged?.();
  };
}

/** Optimistic: the switch or remark changes at once and goes back if the server refuses. */
export function useUpdateDevice(agentId: string) {
  const queryClient = useQueryClient();
  const key = devicesKeys.bound(agentId);
  return useMutation({
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useUnbindDevices(agentId: string, onChanged?: () => void) {
  const changed = useDevicesChanged(agentId, onChanged);
  return useMutation({ mutationFn: unbindDevices, onSettled: changed });
}

export function useBindDevice(agentId: string, onFailure: OnFailure, onChanged?: () => void) {
  const changed = useDevicesChanged(agentId, onChanged);
  return useMutation({ mutationFn: (code: string) => bindDevice(agentId, code, onFailure), onSuccess: changed });
}

export function usePreregisterDevice(onFailure: OnFailure, agentId: string, onChanged?: () => void) {
  const changed = useDevicesChanged(agentId, onChanged);
  return useMutation({ mutationFn: (input: DeviceManualAddInput) => preregisterDevice(input, onFailure), onSuccess: changed });
}
