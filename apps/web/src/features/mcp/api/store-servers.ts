import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { McpServer, McpServerBody, McpServerList } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { requestTuple } from '../../../lib/http.ts';
import { mcpKeys } from './mcp-keys.ts';

const enc = encodeURIComponent;

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
    queryFn: async () => (await unwrap(requestTuple<McpServerList | null>({ url: '/v1/mcp-store/public/servers' })))?.servers ?? [],
  });

/** GET /v1/mcp-store/servers: the servers the caller owns (a super-admin: the public ones too). */
export const useMyServers = () =>
  useQuery<McpServer[], ApiError>({
    queryKey: mcpKeys.servers(),
    queryFn: async () => (await unwrap(requestTuple<McpServerList | null>({ url: '/v1/mcp-store/servers' })))?.servers ?? [],
  });

/** A super-admin's servers are public and live under /public; everyone else's under /v1/mcp-store/servers. */
const serverBase = (isPublic: boolean) => (isPublic ? '/v1/mcp-store/public/servers' : '/v1/mcp-store/servers');

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mcpKeys.all });
}

export const saveServer = ({ id, isPublic, body }: { id?: string; isPublic: boolean; body: McpServerBody }) =>
  requestTuple<McpServer>({ url: id ? `${serverBase(isPublic)}/${enc(id)}` : serverBase(isPublic), method: id ? 'PUT' : 'POST', data: body });

export const deleteServer = ({ id, isPublic }: { id: string; isPublic: boolean }) =>
  requestTuple<unknown>({ url: `${serverBase(isPublic)}/${enc(id)}`, method: 'DELETE' });

export const setPublished = ({ id, published }: { id: string; published: boolean }) =>
  requestTuple<unknown>({ url: `/v1/mcp-store/servers/${enc(id)}/${published ? 'publish' : 'unpublish'}`, method: 'PUT' });

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
