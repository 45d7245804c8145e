import type { BoundDevice } from '@vox/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnbindDevices, useUpdateDevice } from '../api/device-mutations.ts';

/** Row and batch actions of the device table, with their toasts. */
export function useDeviceActions(agentId: string) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const update = useUpdateDevice(agentId);
  const unbind = useUnbindDevices();

  return {
    onRemark: (device: BoundDevice, alias: string) =>
      update.mutate({ id: device.id, body: { alias } }, { onSuccess: () => void message.success(t('remark.saved')) }),
    onAutoUpdate: (device: BoundDevice, on: boolean) => update.mutate({ id: device.id, body: { autoUpdate: on ? 1 : 0 } }),
    unbind: (devices: readonly BoundDevice[]) =>
      unbind.mutateAsync(devices.map((device) => device.id)).then(() => void message.success(t('unbind.done', { count: devices.length }))),
    busy: unbind.isPending,
  };
}
