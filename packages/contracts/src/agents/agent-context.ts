import { z } from 'zod';

/** Context sources one agent may list, and headers one source may carry (upstream sets no limit). */
export const CONTEXT_PROVIDERS_MAX = 10;
export const CONTEXT_PROVIDER_HEADERS_MAX = 20;
export const CONTEXT_PROVIDER_URL_MAX = 500;

/**
 * One context source `{url, headers}` (`context_providers` in the agent-models answer): the device server fetches the
 * URL with the headers before each turn. The server checks the URL (http(s), public address unless
 * `server.allow_private_urls`).
 */
export const contextProvider = z.object({
  /** Blank URLs are dropped on save, as the upstream dialog does. */
  url: z.string().trim().max(CONTEXT_PROVIDER_URL_MAX),
  headers: z
    .record(z.string().trim().min(1).max(100), z.string().max(2000))
    .refine((headers) => Object.keys(headers).length <= CONTEXT_PROVIDER_HEADERS_MAX, { message: `at most ${CONTEXT_PROVIDER_HEADERS_MAX}` })
    .default({}),
});
export type ContextProvider = z.infer<typeof contextProvider>;

export const contextProviderList = z.array(contextProvider).max(CONTEXT_PROVIDERS_MAX);
