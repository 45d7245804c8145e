import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_USER_AGENT_MAX,
  zonedDayStart,
  type AuditAction,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditLogRow,
  type AuditOutcome,
} from '@vox/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ParamsService } from '../params/index.ts';
import type { AuditCursor, AuditFilter, AuditLogRecord, AuditLogsRepository } from './audit-logs.repository.ts';

export interface AuditTarget {
  type: string;
  id?: string | null;
  name?: string | null;
}

/** Detail values: ids, names, codes, field names; scrubbed of secret-named keys again before storing. */
export type AuditDetail = Record<string, unknown>;

export interface AuditEntry {
  action: AuditAction;
  outcome: AuditOutcome;
  user: { id: string | null; name: string | null } | null;
  target?: AuditTarget;
  detail?: AuditDetail;
  ip: string;
  userAgent: string;
}

export interface AuditDeps {
  repo: AuditLogsRepository;
  params: Pick<ParamsService, 'number'>;
  clock: Clock;
  log: Logger;
}

const DAY_MS = 86_400_000;
/** Rows per purge statement: small enough that a sweep never holds the SQLite write lock for long. */
export const AUDIT_PURGE_BATCH = 5_000;
/** Batches per sweep (a million rows); a larger backlog goes on at the next sweep, ten minutes later. */
const AUDIT_PURGE_MAX_BATCHES = 200;
const DETAIL_MAX_CHARS = 4_000;
const TEXT_MAX = 200;
const USER_ID = /^[0-9a-f]{32}$/;
/**
 * Keys that never reach the log whatever a caller passes (defence in depth: callers pass ids and field names only).
 * Ids of secrets stay (`apiKeyId`, `tokenId`); `fields`, a list of field names, stays too: names are not values.
 */
const SECRET_KEY = /password|passwd|secret|credential|captcha|private_?key|paramValue|(token|api_?key)$|^(key|value)$/i;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Control characters as `\u0000`-style text: PostgreSQL refuses NUL in text, and a refused request whose path holds
 * one is still logged, on every database alike.
 */
const escapeControls = (text: string) => text.replace(CONTROL_CHARACTER, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const clip = (text: string | null | undefined, max = TEXT_MAX) => (text == null ? null : escapeControls(text).slice(0, max));

function scrub(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  if (typeof value === 'string') return clip(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 3) return '[…]';
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)).map(([key, inner]) => [escapeControls(key), scrub(inner, depth + 1)]));
}

function detailText(detail: AuditDetail | undefined): string | null {
  if (!detail || Object.keys(detail).length === 0) return null;
  const text = JSON.stringify(scrub(detail));
  return text.length <= DETAIL_MAX_CHARS ? text : JSON.stringify({ truncated: true });
}

const cursorOf = (row: AuditLogRecord) => `${row.created_at}_${row.id}`;

function parseCursor(cursor: string): AuditCursor | null {
  if (!cursor) return null;
  const at = cursor.lastIndexOf('_');
  return { createdAt: cursor.slice(0, at), id: Number(cursor.slice(at + 1)) };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toRow(row: AuditLogRecord): AuditLogRow {
  return {
    id: String(row.id),
    createdAt: row.created_at,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    ip: row.ip,
    userAgent: row.user_agent,
    outcome: row.outcome === 'failure' ? 'failure' : 'success',
    detail: parseDetail(row.detail),
  };
}

/** Writes, lists and purges the audit log. */
export class AuditService {
  readonly #deps: AuditDeps;

  constructor(deps: AuditDeps) {
    this.#deps = deps;
  }

  /** Stores one entry. A failure to write is logged and swallowed: auditing never fails the action it records. */
  async record(entry: AuditEntry): Promise<void> {
    try {
      await this.#deps.repo.insert({
        created_at: new Date(this.#deps.clock.now()).toISOString(),
        user_id: entry.user?.id ?? null,
        user_name: clip(entry.user?.name, 64),
        action: entry.action,
        target_type: clip(entry.target?.type, 64),
        target_id: clip(entry.target?.id, 128),
        target_name: clip(entry.target?.name),
        ip: clip(entry.ip, 64) ?? '',
        user_agent: clip(entry.userAgent, AUDIT_USER_AGENT_MAX) ?? '',
        outcome: entry.outcome,
        detail: detailText(entry.detail),
      });
    } catch (error) {
      this.#deps.log.error({ err: error, action: entry.action }, 'audit log write failed');
    }
  }

  /** One page, newest first; days are calendar days of `timeZone`, `to` included. */
  async list(query: AuditLogQuery, timeZone: string): Promise<AuditLogPage> {
    const user = query.user.trim();
    const filter: AuditFilter = {
      ...(USER_ID.test(user.toLowerCase()) ? { userId: user.toLowerCase() } : user ? { userText: user } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { from: zonedDayStart(query.from, timeZone).toISOString() } : {}),
      ...(query.to ? { before: zonedDayStart(nextDay(query.to), timeZone).toISOString() } : {}),
    };
    // One row more than asked tells whether another page follows, without counting.
    const rows = await this.#deps.repo.page(filter, parseCursor(query.cursor), query.limit + 1);
    const list = rows.slice(0, query.limit);
    return { list: list.map(toRow), nextCursor: rows.length > query.limit ? cursorOf(list.at(-1)!) : null };
  }

  /** The retention in days from `audit.retention_days`; an unreadable or out-of-range value keeps the default. */
  async retentionDays(): Promise<number> {
    const days = await this.#deps.params.number('audit.retention_days', AUDIT_RETENTION_DEFAULT_DAYS);
    return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : AUDIT_RETENTION_DEFAULT_DAYS;
  }

  /**
   * Deletes entries older than the retention, oldest first, in bounded batches (each its own statement, so writers
   * wait at most one batch); answers how many went.
   */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.#deps.clock.now() - (await this.retentionDays()) * DAY_MS).toISOString();
    let total = 0;
    for (let batch = 0; batch < AUDIT_PURGE_MAX_BATCHES; batch += 1) {
      const deleted = await this.#deps.repo.deleteOlderThan(cutoff, AUDIT_PURGE_BATCH);
      total += deleted;
      if (deleted < AUDIT_PURGE_BATCH) break;
    }
    return total;
  }
}
