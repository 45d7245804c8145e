import { useMutation, useQuery } from '@tanstack/react-query';
import { deviceServersEndpoints, upstreamImportEndpoints, type ServerAction } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /admin/server/server-list: the addresses of server.websocket. */
export function useDeviceServers() {
  const { t } = useTranslation('deviceServers');
  return useQuery({
    ...apiQuery('device-servers', deviceServersEndpoints.getAdminServerServerList, {}),
    meta: { errorText: t('error.list') },
  });
}

/** POST /admin/server/emit-action; the outcome is shown on the server's card, not as a toast. */
export function useEmitAction() {
  return useMutation({
    meta: shownByScreen,
    mutationFn: ({ targetWs, action }: { targetWs: string; action: ServerAction }) =>
      api(deviceServersEndpoints.postAdminServerEmitAction, { body: { targetWs, action } }, { retry: false }),
  });
}

export interface DoctorRequest {
  mac: string;
  pageProtocol: 'http' | 'https';
}

/** GET /admin/server/doctor: asked when the admin runs it (it probes every address), never in the background. */
export function useEndpointDoctor(request: DoctorRequest | null) {
  const { t } = useTranslation('deviceServers');
  return useQuery({
    queryKey: [...queryKeyOf('device-servers', deviceServersEndpoints.getAdminServerDoctor), request],
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
    meta: { errorText: t('doctor.error') },
    queryFn: () => api(deviceServersEndpoints.getAdminServerDoctor, { query: { ...(request!.mac ? { mac: request!.mac } : {}), pageProtocol: request!.pageProtocol } }),
  });
}

/** GET /admin/upstream-import: the xiaozhi-esp32-server installations this console was filled from, latest first. */
export function useUpstreamImports() {
  const { t } = useTranslation('deviceServers');
  return useQuery({
    ...apiQuery('device-servers', upstreamImportEndpoints.getAdminUpstreamImport, {}),
    meta: { errorText: t('upstream.error') },
    staleTime: 60_000,
  });
}
