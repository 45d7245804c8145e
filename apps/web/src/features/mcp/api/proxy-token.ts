import { useMutation } from '@tanstack/react-query';
import { mcpProxyEndpoints, type McpProxyToken } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';

/** Failures are shown by the card, not by the query client. */
const shownByCard = { silent: true } as const;

/**
 * GET /v1/mcpproxy/token issues a fresh 30-day token on every call (the server keeps only hashes), so it is a
 * mutation, never cached, and not retried: a retry would issue a second token.
 */
export const useIssueProxyToken = () =>
  useMutation<McpProxyToken, ApiError>({ meta: shownByCard, mutationFn: () => api(mcpProxyEndpoints.getV1McpproxyToken, {}, { retry: false }) });

/** DELETE /v1/mcpproxy/token: every token of the caller stops working and its proxy sockets close. */
export const useRevokeProxyTokens = () =>
  useMutation<unknown, ApiError>({ meta: shownByCard, mutationFn: () => api(mcpProxyEndpoints.deleteV1McpproxyToken, {}) });
