import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /device/connection-guide: the OTA address to flash (param server.ota, else derived from this console). */
export const fetchConnectionGuide = () => api(devicesEndpoints.getDeviceConnectionGuide, {});

export const useConnectionGuide = () => useQuery({ queryKey: queryKeyOf('devices', devicesEndpoints.getDeviceConnectionGuide), queryFn: fetchConnectionGuide });
