import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditLogQuery } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const auditKeys = {
  all: [QUERY_ROOTS.audit] as const,
  list: (query: AuditLogQuery) => [...auditKeys.all, 'list', query] as const,
};

/** GET /admin/audit-logs: one page from `cursor` (empty: the newest); days are read in the zone the console sends. */
export const useAuditLogs = (query: AuditLogQuery) =>
  useQuery({ queryKey: auditKeys.list(query), queryFn: () => api(auditEndpoints.getAdminAuditLogs, { query }), placeholderData: keepPreviousData });
