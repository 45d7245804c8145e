import { useMutation, useQuery } from '@tanstack/react-query';
import type { ServerAction } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { http } from '../../../lib/http.ts';
import { notify } from '../../../lib/notifier.ts';

const keys = { list: ['device-servers', 'list'] as const };

/** GET /admin/server/server-list: the addresses of server.websocket. */
export function useDeviceServers() {
  const { t } = useTranslation('deviceServers');
  return useQuery({
    queryKey: keys.list,
    queryFn: () => http.get<string[]>('/admin/server/server-list', undefined, { onFailure: (error) => notify.error(failureText(error, t('error.list'))) }),
  });
}

/** POST /admin/server/emit-action; the outcome is shown on the server's card, not as a toast. */
export function useEmitAction() {
  return useMutation({
    mutationFn: ({ targetWs, action }: { targetWs: string; action: ServerAction }) =>
      http.post<boolean>('/admin/server/emit-action', { targetWs, action }, { onFailure: () => undefined, retry: false }),
  });
}
