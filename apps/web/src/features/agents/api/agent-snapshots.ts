import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { agentsKeys } from './agents-keys.ts';

/** GET /agent/{id}/snapshots?page&limit: saved versions, newest first. */
export function useAgentSnapshots(agentId: string, page: number, limit: number, enabled: boolean) {
  const { t } = useTranslation('agents');
  return useQuery({
    meta: { errorText: t('history.loadFailed') },
    queryKey: agentsKeys.snapshots(agentId, page, limit),
    queryFn: () => api(agentsEndpoints.getAgentSnapshots, { params: { id: agentId }, query: { page, limit } }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** GET /agent/{id}/snapshots/{sid}: one version with the current configuration and its state token. */
export function useAgentSnapshot(agentId: string, snapshotId: string | null) {
  const { t } = useTranslation('agents');
  return useQuery({
    meta: { errorText: t('history.loadFailed') },
    queryKey: agentsKeys.snapshot(agentId, snapshotId ?? ''),
    queryFn: () => api(agentsEndpoints.getAgentSnapshotsById, { params: { id: agentId, sid: snapshotId! } }),
    enabled: snapshotId !== null,
    staleTime: 0,
  });
}

/** POST /agent/{id}/snapshots/{sid}/restore: the agent, its versions and every list showing it are read again. */
export function useRestoreAgentSnapshot(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshotId, currentStateToken }: { snapshotId: string; currentStateToken?: string }) =>
      api(agentsEndpoints.postAgentSnapshotsRestore, { params: { id: agentId, sid: snapshotId }, body: { currentStateToken: currentStateToken ?? null } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}
