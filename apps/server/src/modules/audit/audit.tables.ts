import type { Generated } from 'kysely';

// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** One audited action (migration 0020); `detail` is JSON text without secrets, `outcome` 'success' or 'failure'. */
export interface AuditLogsTable {
  id: Generated<number | string>;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  ip: string;
  user_agent: string;
  outcome: string;
  detail: string | null;
}

/** The tables the audit module owns. */
export interface AuditTables {
  audit_logs: AuditLogsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends AuditTables {}
}
