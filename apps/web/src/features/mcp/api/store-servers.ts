import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mcpStoreEndpoints, type McpServer, type McpServerBody } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiTuple } from '../../../lib/http.ts';
import { mcpKeys } from './mcp-keys.ts';

/** The MCP store calls answer [data, null] or [null, error] (SPEC §7); a query still wants a throw on failure. */
async function unwrap<T>(call: Promise<[T, null] | [null, unknown]>): Promise<T> {
  const [data, error] = await call;
  if (error) throw error;
  return data as T;
}

/** GET /v1/mcp-store/public/servers: every published public server (data.servers, [] by default). */
export const useMarketServers = () =>
  useQuery<McpServer[], ApiError>({
    queryKey: mcpKeys.market(),
    queryFn: async () => (await unwrap(apiTuple(mcpStoreEndpoints.getV1McpStorePublicServers, {})))?.servers ?? [],
  });

/** GET /v1/mcp-store/servers: the servers the caller owns (a super-admin: the public ones too). */
export const useMyServers = () =>
  useQuery<McpServer[], ApiError>({
    queryKey: mcpKeys.servers(),
    queryFn: async () => (await unwrap(apiTuple(mcpStoreEndpoints.getV1McpStoreServers, {})))?.servers ?? [],
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mcpKeys.all });
}

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

/** Store mutations resolve with the [data, error] pair; the caller shows the error its own way. */
export function useServerMutations() {
  const invalidate = useInvalidate();
  const onSuccess = ([, error]: [unknown, unknown]) => (error ? undefined : invalidate());
  return {
    save: useMutation({ mutationFn: saveServer, onSuccess }),
    remove: useMutation({ mutationFn: deleteServer, onSuccess }),
    publish: useMutation({ mutationFn: setPublished, onSuccess }),
  };
}
