import { auditLogPage, auditLogQuery } from '../audit/audit-log.ts';
import { endpoint } from '../http/endpoint.ts';

export const auditEndpoints = {
  getAdminAuditLogs: endpoint({
    method: 'GET',
    path: '/admin/audit-logs',
    access: 'admin',
    tags: ['admin'],
    summary: 'Audit log, newest first, filtered by user, action and calendar days of the caller’s zone; keyset-paged by cursor',
    query: auditLogQuery,
    response: auditLogPage,
  }),
};
