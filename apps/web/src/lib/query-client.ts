import { MutationCache, QueryCache, QueryClient, type Mutation, type Query } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { failureText } from './api-failure.ts';
import { notify } from './notifier.ts';
import type { QueryRoot } from './query-keys.ts';

/** What a query or mutation tells the query client about its failures and effects. */
export interface RequestMeta extends Record<string, unknown> {
  /** Shown when the action fails and the server sent no msg of its own (SPEC §8 order); a mutation may pick it by
   * its variables (e.g. "add failed" or "update failed"). */
  errorText?: string | ((variables: never) => string);
  /** The screen shows this failure itself (inline, in a dialog): no toast. */
  silent?: boolean;
  /** Feature roots whose queries this mutation changes; refetched once it settles. */
  invalidates?: readonly QueryRoot[];
}

/** The meta of a request whose failure the screen shows itself (a field error, an inline alert): no toast. */
export const shownByScreen = { silent: true } as const satisfies RequestMeta;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * The one place a failed request is shown: the server's msg, else the action's own text, else the transport's
 * message. A sign-out (body code 401) is handled by the transport and shows nothing.
 */
export function reportFailure(error: unknown, meta: RequestMeta | undefined, variables?: unknown): void {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.kind === 'auth') return;
  const text = typeof meta?.errorText === 'function' ? (meta.errorText as (variables: unknown) => string)(variables) : meta?.errorText;
  const fallback = text ?? (error instanceof Error ? error.message : String(error));
  notify.error(failureText(error, fallback));
}

/** lib/http already retries network failures, so queries do not retry again. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query: Query<unknown, unknown, unknown>) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation: Mutation<unknown, unknown, unknown>) => reportFailure(error, mutation.meta, variables),
      // On failure too: a batch may have changed part of the data before it failed.
      onSettled: (_data, _error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
        const roots = mutation.meta?.invalidates ?? [];
        return Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(() => undefined);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
