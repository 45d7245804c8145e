import type { AddressBookDevice } from '@vox/contracts';

/** A device as people know it: its alias, else its MAC address. */
export const deviceName = (device: Pick<AddressBookDevice, 'alias' | 'macAddress'>) => device.alias?.trim() || device.macAddress;
