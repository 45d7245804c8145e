import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditLogQuery } from '@vox/contracts';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /admin/audit-logs: one page from `cursor` (empty: the newest); days are read in the zone the console sends. */
export const useAuditLogs = (query: AuditLogQuery) =>
  useQuery({ ...apiQuery('audit-log', auditEndpoints.getAdminAuditLogs, { query }), placeholderData: keepPreviousData });
