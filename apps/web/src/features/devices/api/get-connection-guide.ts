import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { QUERY_ROOTS, queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /device/connection-guide: the OTA address to flash (param server.ota, else derived from this console). */
export const fetchConnectionGuide = () => api(devicesEndpoints.getDeviceConnectionGuide, {});

export const useConnectionGuide = () => useQuery({ queryKey: queryKeyOf(QUERY_ROOTS.devices, devicesEndpoints.getDeviceConnectionGuide), queryFn: fetchConnectionGuide });
