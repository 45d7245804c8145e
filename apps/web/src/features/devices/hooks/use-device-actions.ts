import type { BoundDevice } from '@vox/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnbindDevices, useUpdateDevice } from '../api/device-mutations.ts';

/** Row and batch actions of the device table, with their toasts. */
export function useDeviceActions(agentId: string) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const update = useUpdateDevice(agentId);
  const updateRemark = useUpdateDevice(agentId, { silent: true });
  const unbind = useUnbindDevices();

  return {
    /** Settles when the server answers; a refusal rejects, so the editor stays open with the text and the reason. */
    onRemark: (device: BoundDevice, alias: string) =>
      updateRemark.mutateAsync({ id: device.id, body: { alias } }).then(() => void message.success(t('remark.saved'))),
    onAutoUpdate: (device: BoundDevice, on: boolean) => update.mutate({ id: device.id, body: { autoUpdate: on ? 1 : 0 } }),
    unbind: (devices: readonly BoundDevice[]) =>
      unbind.mutateAsync(devices.map((device) => device.id)).then(() => void message.success(t('unbind.done', { count: devices.length }))),
    busy: unbind.isPending,
  };
}
