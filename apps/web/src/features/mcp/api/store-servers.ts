import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mcpStoreEndpoints, type McpServer, type McpServerBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiTuple } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { type QueryRoot, queryKeyOf } from '../../../lib/query-keys.ts';

/** The MCP store calls answer [data, null] or [null, error]; a query still wants a throw on failure. */
async function unwrap<T>(call: Promise<[T, null] | [null, unknown]>): Promise<T> {
  const [data, error] = await call;
  if (error) throw error;
  return data as T;
}

/** GET /v1/mcp-store/public/servers: every published public server (data.servers, [] by default); the tab shows a failure. */
export const useMarketServers = () =>
  useQuery<McpServer[], ApiError>({
    queryKey: queryKeyOf('mcp', mcpStoreEndpoints.getV1McpStorePublicServers),
    meta: shownByScreen,
    queryFn: async () => (await unwrap(apiTuple(mcpStoreEndpoints.getV1McpStorePublicServers, {})))?.servers ?? [],
  });

/** GET /v1/mcp-store/servers: the servers the caller owns (a super-admin: the public ones too); the tab shows a failure. */
export const useMyServers = () =>
  useQuery<McpServer[], ApiError>({
    queryKey: queryKeyOf('mcp', mcpStoreEndpoints.getV1McpStoreServers),
    meta: shownByScreen,
    queryFn: async () => (await unwrap(apiTuple(mcpStoreEndpoints.getV1McpStoreServers, {})))?.servers ?? [],
  });

/** A super-admin's servers are public and live under /public; everyone else's under /v1/mcp-store/servers. */
export const saveServer = ({ id, isPublic, body }: { id?: string; isPublic: boolean; body: McpServerBody }) => {
  if (isPublic) {
    return id
      ? apiTuple(mcpStoreEndpoints.putV1McpStorePublicServers, { params: { id }, body })
      : apiTuple(mcpStoreEndpoints.postV1McpStorePublicServers, { body });
  }
  return id ? apiTuple(mcpStoreEndpoints.putV1McpStoreServers, { params: { id }, body }) : apiTuple(mcpStoreEndpoints.postV1McpStoreServers, { body });
};

export const deleteServer = ({ id, isPublic }: { id: string; isPublic: boolean }) =>
  apiTuple(isPublic ? mcpStoreEndpoints.deleteV1McpStorePublicServers : mcpStoreEndpoints.deleteV1McpStoreServers, { params: { id } });

export const setPublished = ({ id, published }: { id: string; published: boolean }) =>
  apiTuple(published ? mcpStoreEndpoints.putV1McpStoreServersPublish : mcpStoreEndpoints.putV1McpStoreServersUnpublish, { params: { id } });

/**
 * Saving resolves with the [data, error] pair and the dialog shows a refusal beside the form; deleting and publishing
 * fail like any mutation, and the query client shows why (613: others subscribed, 614: the name is taken).
 */
export function useServerMutations() {
  const { t } = useTranslation('mcp');
  const queryClient = useQueryClient();
  const changesServers: readonly QueryRoot[] = ['mcp'];
  return {
    // A refusal also resolves (with its pair), and changed nothing.
    save: useMutation({ mutationFn: saveServer, onSuccess: ([, error]) => (error ? undefined : queryClient.invalidateQueries({ queryKey: ['mcp' satisfies QueryRoot] })) }),
    remove: useMutation({ meta: { errorText: t('custom.deleteFailed'), invalidatesOnSuccess: changesServers }, mutationFn: (input: { id: string; isPublic: boolean }) => unwrap(deleteServer(input)) }),
    publish: useMutation({ meta: { errorText: t('custom.publishFailed'), invalidatesOnSuccess: changesServers }, mutationFn: (input: { id: string; published: boolean }) => unwrap(setPublished(input)) }),
  };
}
