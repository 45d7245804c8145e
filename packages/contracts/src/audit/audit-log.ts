import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/page-sizes.ts';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from './audit-actions.ts';

export * from './audit-actions.ts';

/** `audit.retention_days`: entries older than this are purged; used while the param is unset. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 180;
export const AUDIT_PAGE_SIZE_DEFAULT = 20;
/** What a stored user agent is cut to: enough to tell browser and OS apart, not a place to park data. */
export const AUDIT_USER_AGENT_MAX = 256;

/**
 * A keyset position: the last row's creation instant and id (`2025-06-01T04:00:00.000Z_123`). Offsets would make a
 * page deep in a million rows read every row before it; the cursor makes every page cost what the first one does.
 */
export const AUDIT_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,18}$/;
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const day = z.union([z.literal(''), z.string().regex(DAY_PATTERN)]).default('');

/**
 * GET /admin/audit-logs. `user` is a user id or part of the phone the user had at the time; `from`/`to` are calendar
 * days (both included) in the caller's time zone (X-Time-Zone); `cursor` is the previous page's `nextCursor`.
 */
export const auditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE_DEFAULT),
  cursor: z.union([z.literal(''), z.string().regex(AUDIT_CURSOR_PATTERN)]).default(''),
  user: z.string().trim().max(64).default(''),
  action: z.union([z.literal(''), z.enum(AUDIT_ACTIONS)]).default(''),
  from: day,
  to: day,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export type AuditLogQueryInput = z.input<typeof auditLogQuery>;

export const auditLogRow = z.object({
  id: z.string(),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
  /** Null for a failed sign-in of an unknown account. */
  userId: z.string().nullable(),
  /** The account's phone when it acted, so entries of deleted users still read. */
  userName: z.string().nullable(),
  /** Usually an AUDIT_ACTIONS name; older rows may carry one retired since. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** Ids, field names, error codes; never a password, token, key or secret value. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

/** One page, newest first; `nextCursor` is null on the last page. No total: counting a million rows per page is what keyset paging avoids. */
export const auditLogPage = z.object({ list: z.array(auditLogRow), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;
