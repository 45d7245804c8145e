import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type McpCreateBody, type McpInstance, mcpsEndpoints, type McpToolCallBody, type McpToolCallResult, type McpToolList, type McpUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { mcpKeys } from './mcp-keys.ts';

/** GET /v1/mcps: the caller's MCPs (data.mcps). */
export const useMcpInstances = () =>
  useQuery({ queryKey: mcpKeys.instances(), queryFn: async () => (await api(mcpsEndpoints.getV1Mcps, {}))?.mcps ?? [] });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mcpKeys.all });
}

/** POST /v1/mcps to subscribe, PUT /v1/mcps/{id} to edit; masked secrets sent back keep the stored ones. The dialog shows a refusal. */
export function useSaveMcp() {
  const invalidate = useInvalidate();
  return useMutation<McpInstance, ApiError, { id?: string; body: McpCreateBody | McpUpdateBody }>({
    meta: shownByScreen,
    mutationFn: ({ id, body }) => (id ? api(mcpsEndpoints.putV1Mcps, { params: { id }, body }) : api(mcpsEndpoints.postV1Mcps, { body })),
    onSuccess: invalidate,
  });
}

/** DELETE /v1/mcps/{id}: refused with 613 while an agent uses it. */
export function useDeleteMcp() {
  const { t } = useTranslation('mcp');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('instances.deleteFailed') },
    mutationFn: (id) => api(mcpsEndpoints.deleteV1Mcps, { params: { id } }),
    onSettled: invalidate,
  });
}

/** GET /v1/mcps/{id}/tools: a live tools/list on the configured server, so never cached for long. */
export const useMcpTools = (id: string | null) =>
  useQuery<McpToolList, ApiError>({
    queryKey: mcpKeys.tools(id ?? ''),
    meta: shownByScreen,
    queryFn: () => api(mcpsEndpoints.getV1McpsTools, { params: { id: id ?? '' } }, { retry: false }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** POST /v1/mcps/{id}/toolcall {name, arguments}. */
export const useCallTool = (id: string) =>
  useMutation<McpToolCallResult, ApiError, McpToolCallBody>({
    meta: shownByScreen,
    mutationFn: (body) => api(mcpsEndpoints.postV1McpsToolcall, { params: { id }, body }, { retry: false }),
  });
