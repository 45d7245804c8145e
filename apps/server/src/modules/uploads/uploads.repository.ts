import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UploadsTable, UploadTokensTable } from './uploads.tables.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';

export type UploadTokenRow = Selectable<UploadTokensTable>;
export type UploadRow = Selectable<UploadsTable>;

/** Upload tokens (hashed, single-use) and the files uploaded with them. */
export class UploadsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insertToken(row: UploadTokenRow): Promise<void> {
    await this.#db.insertInto('upload_tokens').values(row).execute();
  }

  /** A live token, without using it up (the upload checks it before reading the file). */
  findLiveToken(tokenHash: string, now: string): Promise<UploadTokenRow | undefined> {
    return this.#db.selectFrom('upload_tokens').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
  }

  /** Uses a live token up: one statement, so of two uploads racing with one token exactly one gets the row. */
  consumeToken(tokenHash: string, now: string): Promise<UploadTokenRow | undefined> {
    return this.#db.deleteFrom('upload_tokens').where('token_hash', '=', tokenHash).where('expires_at', '>', now).returningAll().executeTakeFirst();
  }

  /** Expired tokens of the user go, and all but the newest `keep` live ones. */
  async pruneTokens(userId: string, now: string, keep: number): Promise<void> {
    await this.#db.deleteFrom('upload_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
    const kept = await this.#db
      .selectFrom('upload_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .limit(keep)
      .execute();
    if (kept.length < keep) return;
    await this.#db.deleteFrom('upload_tokens').where('user_id', '=', userId).where('token_hash', 'not in', kept.map((row) => row.token_hash)).execute();
  }

  /** False when the key is taken: the primary key decides, so two uploads to one key cannot both be filed. */
  async insertUpload(row: UploadRow): Promise<boolean> {
    try {
      await this.#db.insertInto('uploads').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  findUpload(key: string): Promise<UploadRow | undefined> {
    return this.#db.selectFrom('uploads').selectAll().where('object_key', '=', key).executeTakeFirst();
  }

  async keyTaken(key: string): Promise<boolean> {
    return (await this.#db.selectFrom('uploads').select('object_key').where('object_key', '=', key).executeTakeFirst()) !== undefined;
  }

  /** Every filed upload's key, for the storage sweep (uploads live a day, so the set stays small). */
  async keys(): Promise<Set<string>> {
    return new Set((await this.#db.selectFrom('uploads').select('object_key').execute()).map((row) => row.object_key));
  }

  async deleteUpload(key: string): Promise<void> {
    await this.#db.deleteFrom('uploads').where('object_key', '=', key).execute();
  }

  /**
   * Upload rows older than `before`, at most `limit`, deleted; answers their keys so the files can go after them.
   * Nothing keeps an upload's key once it is used (documents and voice clones copy the bytes), so age alone decides.
   */
  async deleteCreatedBefore(before: string, limit: number): Promise<string[]> {
    const rows = await this.#db.selectFrom('uploads').select('object_key').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
    const keys = rows.map((row) => row.object_key);
    if (keys.length > 0) await this.#db.deleteFrom('uploads').where('object_key', 'in', keys).execute();
    return keys;
  }

  /**
   * Every byte the user keeps in storage: uploads, the files of their knowledge-base documents and their voice clone
   * samples (demo clips are the provider's output, not theirs).
   */
  async storedBytesOf(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('uploads').select((eb) => eb.fn.sum<string | number | null>('size').as('bytes')).where('owner_id', '=', userId).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Rows of deleted accounts; the caller deletes their files once the deletion has committed. */
  async deleteByOwners(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db.deleteFrom('upload_tokens').where('user_id', 'in', userIds).execute();
    await this.#db.deleteFrom('uploads').where('owner_id', 'in', userIds).execute();
  }
}
