import { useMutation } from '@tanstack/react-query';
import { mcpProxyEndpoints, type McpProxyToken } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';

/**
 * GET /v1/mcpproxy/token issues a fresh 30-day token on every call (the server keeps only hashes), so it is a
 * mutation, never cached, and not retried: a retry would issue a second token.
 */
export function useIssueProxyToken() {
  const { t } = useTranslation('mcp');
  return useMutation<McpProxyToken, ApiError>({ meta: { errorText: t('proxy.issueFailed') }, mutationFn: () => api(mcpProxyEndpoints.getV1McpproxyToken, {}, { retry: false }) });
}

/** DELETE /v1/mcpproxy/token: every token of the caller stops working and its proxy sockets close. */
export function useRevokeProxyTokens() {
  const { t } = useTranslation('mcp');
  return useMutation<unknown, ApiError>({ meta: { errorText: t('proxy.revokeFailed') }, mutationFn: () => api(mcpProxyEndpoints.deleteV1McpproxyToken, {}) });
}
