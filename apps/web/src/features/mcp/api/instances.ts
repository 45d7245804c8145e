import { useMutation, useQuery } from '@tanstack/react-query';
import { type McpCreateBody, type McpInstance, mcpsEndpoints, type McpToolCallBody, type McpToolCallResult, type McpToolList, type McpUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /v1/mcps: the caller's MCPs (data.mcps). */
export const useMcpInstances = () =>
  useQuery({ queryKey: queryKeyOf('mcp', mcpsEndpoints.getV1Mcps), queryFn: async () => (await api(mcpsEndpoints.getV1Mcps, {}))?.mcps ?? [] });

/** POST /v1/mcps to subscribe, PUT /v1/mcps/{id} to edit; masked secrets sent back keep the stored ones. The dialog shows a refusal. */
export function useSaveMcp() {
  return useMutation<McpInstance, ApiError, { id?: string; body: McpCreateBody | McpUpdateBody }>({
    meta: { ...shownByScreen, invalidatesOnSuccess: ['mcp'] },
    mutationFn: ({ id, body }) => (id ? api(mcpsEndpoints.putV1Mcps, { params: { id }, body }) : api(mcpsEndpoints.postV1Mcps, { body })),
  });
}

/** DELETE /v1/mcps/{id}: refused with 613 while an agent uses it. */
export function useDeleteMcp() {
  const { t } = useTranslation('mcp');
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('instances.deleteFailed'), invalidates: ['mcp'] },
    mutationFn: (id) => api(mcpsEndpoints.deleteV1Mcps, { params: { id } }),
  });
}

/** GET /v1/mcps/{id}/tools: a live tools/list on the configured server, so never cached for long. */
export const useMcpTools = (id: string | null) =>
  useQuery<McpToolList, ApiError>({
    queryKey: queryKeyOf('mcp', mcpsEndpoints.getV1McpsTools, { params: { id: id ?? '' } }),
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
