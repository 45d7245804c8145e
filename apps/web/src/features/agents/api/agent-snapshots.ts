import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';

/** GET /agent/{id}/snapshots?page&limit: saved versions, newest first. */
export function useAgentSnapshots(agentId: string, page: number, limit: number, enabled: boolean) {
  const { t } = useTranslation('agents');
  return useQuery({
    ...apiQuery('agents', agentsEndpoints.getAgentSnapshots, { params: { id: agentId }, query: { page, limit } }),
    meta: { errorText: t('history.loadFailed') },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** GET /agent/{id}/snapshots/{sid}: one version with the current configuration and its state token. */
export function useAgentSnapshot(agentId: string, snapshotId: string | null) {
  const { t } = useTranslation('agents');
  return useQuery({
    ...apiQuery('agents', agentsEndpoints.getAgentSnapshotsById, { params: { id: agentId, sid: snapshotId ?? '' } }),
    meta: { errorText: t('history.loadFailed') },
    enabled: snapshotId !== null,
    staleTime: 0,
  });
}

/** POST /agent/{id}/snapshots/{sid}/restore: the agent, its versions and every list showing it are read again. */
export function useRestoreAgentSnapshot(agentId: string) {
  return useMutation({
    meta: { invalidatesOnSuccess: ['agents'] },
    mutationFn: ({ snapshotId, currentStateToken }: { snapshotId: string; currentStateToken?: string }) =>
      api(agentsEndpoints.postAgentSnapshotsRestore, { params: { id: agentId, sid: snapshotId }, body: { currentStateToken: currentStateToken ?? null } }),
  });
}
