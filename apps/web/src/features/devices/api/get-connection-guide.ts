import { useQuery } from '@tanstack/react-query';
import type { DeviceConnectionGuide } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { devicesKeys } from './devices-keys.ts';

/** GET /device/connection-guide: the OTA address to flash (param server.ota, else derived from this console). */
export const fetchConnectionGuide = () => http.get<DeviceConnectionGuide>('/device/connection-guide');

export const useConnectionGuide = () => useQuery({ queryKey: devicesKeys.connectionGuide(), queryFn: fetchConnectionGuide });
