import type { Endpoint, EndpointInput } from '@vox/contracts';
import { api } from './http.ts';
import { queryKeyOf, type QueryRoot } from './query-keys.ts';

/** The key and the call of a query that reads one declared endpoint, under its feature's root. */
export const apiQuery = <E extends Endpoint>(root: QueryRoot, endpoint: E, input: EndpointInput<E>) => ({
  queryKey: queryKeyOf(root, endpoint, input),
  queryFn: () => api(endpoint, input),
});
