/** What other modules may use of the audit log; every other file here is internal (lint enforces it). */
export { audited, failureCode, recordAudit, type AuditRecordInput } from './audit-trail.ts';
export { AuditService, type AuditTarget } from './audit.service.ts';

/** The periodic job that drops entries past `audit.retention_days`. */
export const AUDIT_PURGE_JOB = 'audit.purge';
export const AUDIT_PURGE_EVERY_SECONDS = 600;
