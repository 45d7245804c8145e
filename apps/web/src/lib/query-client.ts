import { MutationCache, QueryCache, QueryClient, type Mutation, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { failureText } from './api-failure.ts';
import { notify } from './notifier.ts';
import type { QueryRoot } from './query-keys.ts';

/** What a mutation changes: a feature's root (all its queries), or a key from queryKeyOf (one endpoint's queries). */
export type QueryTarget = QueryRoot | QueryKey;

/** The targets, or a function picking them by the mutation's variables (e.g. the device whose list changed). */
type QueryTargets = readonly QueryTarget[] | ((variables: never) => readonly QueryTarget[]);

/** What a query or mutation tells the query client about its failures and effects. */
export interface RequestMeta extends Record<string, unknown> {
  /** Shown when the action fails and the server sent no msg of its own; a mutation may pick it by
   * its variables (e.g. "add failed" or "update failed"). */
  errorText?: string | ((variables: never) => string);
  /** The screen shows this failure itself (inline, in a dialog): no toast. */
  silent?: boolean;
  /** What this mutation changes; refetched once it settles, after a failure too (a batch may have changed part). */
  invalidates?: QueryTargets;
  /** What this mutation changes when it succeeds; a refused save changed nothing, so nothing is refetched. */
  invalidatesOnSuccess?: QueryTargets;
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

const targetsOf = (targets: QueryTargets | undefined, variables: unknown): readonly QueryTarget[] =>
  typeof targets === 'function' ? (targets as (variables: unknown) => readonly QueryTarget[])(variables) : (targets ?? []);

/** lib/http already retries network failures, so queries do not retry again. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query: Query<unknown, unknown, unknown>) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation: Mutation<unknown, unknown, unknown>) => reportFailure(error, mutation.meta, variables),
      onSettled: (_data, error, variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
        const targets = [
          ...targetsOf(mutation.meta?.invalidates, variables),
          ...(error === null ? targetsOf(mutation.meta?.invalidatesOnSuccess, variables) : []),
        ];
        const keyOf = (target: QueryTarget): QueryKey => (typeof target === 'string' ? [target] : target);
        return Promise.all(targets.map((target) => queryClient.invalidateQueries({ queryKey: keyOf(target) }))).then(() => undefined);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
