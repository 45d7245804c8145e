import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuditLogsTable } from './audit.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';

export type AuditLogRecord = Selectable<AuditLogsTable>;
export type NewAuditLog = Insertable<AuditLogsTable>;

/** Where the previous page ended: its last row's instant and id. */
export interface AuditCursor {
  createdAt: string;
  id: number;
}

export interface AuditFilter {
  /** Exact account id; wins over `userText`. */
  userId?: string;
  /** Part of the phone the user had when acting (case-insensitive). */
  userText?: string;
  action?: string;
  /** Instants, `from` included, `before` excluded. */
  from?: string;
  before?: string;
}

export class AuditLogsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: NewAuditLog): Promise<void> {
    await this.#db.insertInto('audit_logs').values(row).execute();
  }

  /** Several rows in one statement (tests and seeds). */
  async insertMany(rows: readonly NewAuditLog[]): Promise<void> {
    if (rows.length > 0) await this.#db.insertInto('audit_logs').values([...rows]).execute();
  }

  /**
   * Up to `limit` rows older than the cursor, newest first, in (created_at, id) order. The cursor is written as
   * `created_at <= c AND (created_at < c OR id < i)`: the first half is a range both databases seek to in the index,
   * the second only drops the rows of the cursor's own instant already shown. (An `OR` at the top, or a row value,
   * left SQLite scanning from the newest row down to the cursor: a deep page then cost as much as the depth.)
   */
  page(filter: AuditFilter, cursor: AuditCursor | null, limit: number): Promise<AuditLogRecord[]> {
    let query = this.#db.selectFrom('audit_logs').selectAll();
    if (filter.userId) query = query.where('user_id', '=', filter.userId);
    else if (filter.userText) query = query.where(containsText('user_name', filter.userText));
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.before) query = query.where('created_at', '<', filter.before);
    if (cursor) {
      query = query
        .where('created_at', '<=', cursor.createdAt)
        .where((eb) => eb.or([eb('created_at', '<', cursor.createdAt), eb('id', '<', cursor.id)]));
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** Deletes up to `batch` of the oldest rows created before `cutoff`; answers how many went. */
  async deleteOlderThan(cutoff: string, batch: number): Promise<number> {
    const oldest = this.#db.selectFrom('audit_logs').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(batch);
    const result = await this.#db.deleteFrom('audit_logs').where('id', 'in', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
