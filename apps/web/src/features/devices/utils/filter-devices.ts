import type { BoundDevice } from '@vox/contracts';

/** Client-side search over what a person would type: MAC, board, firmware or remark. */
export function filterDevices(devices: readonly BoundDevice[], text: string): BoundDevice[] {
  const needle = text.trim().toLowerCase().replaceAll('-', ':');
  if (!needle) return [...devices];
  return devices.filter((device) =>
    [device.macAddress, device.board, device.appVersion, device.alias].some((value) => value?.toLowerCase().includes(needle)),
  );
}
