import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { preparedRead } from '../../db/direct-driver.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { KeyValueStore } from './kv-store.ts';
import type { KvTable } from './kv.tables.ts';

export class SqlKeyValueStore implements KeyValueStore {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  /** Prepared once: devices showing their activation code read two keys on every check-in. */
  readonly #get: (parameters: [key: string]) => Promise<Pick<KvTable, 'value' | 'expires_at'>[]>;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
    this.#get = preparedRead(db, 'kv_get', db.selectFrom('kv').select(['value', 'expires_at']).where('key', '=', ''));
  }

  #now(): string {
    return isoFromNow(this.#clock);
  }

  #expiry(ttlSeconds: number | undefined): string | null {
    return ttlSeconds === undefined ? null : isoFromNow(this.#clock, ttlSeconds);
  }

  #isLive(expiresAt: string | null): boolean {
    return expiresAt === null || expiresAt > this.#now();
  }

  async get(key: string): Promise<string | null> {
    const [row] = await this.#get([key]);
    return row && this.#isLive(row.expires_at) ? row.value : null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const expires_at = this.#expiry(ttlSeconds);
    await this.#db
      .insertInto('kv')
      .values({ key, value, expires_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at }))
      .execute();
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const expires_at = this.#expiry(ttlSeconds);
    const rows = await this.#db
      .insertInto('kv')
      .values({ key, value, expires_at })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value, expires_at })
          .where((eb) => eb.and([eb('kv.expires_at', 'is not', null), eb('kv.expires_at', '<=', this.#now())])),
      )
      .returning('key')
      .execute();
    return rows.length > 0;
  }

  async delete(key: string): Promise<void> {
    await this.#db.deleteFrom('kv').where('key', '=', key).execute();
  }

  async take(key: string): Promise<string | null> {
    const row = await this.#db.deleteFrom('kv').where('key', '=', key).returning(['value', 'expires_at']).executeTakeFirst();
    return row && this.#isLive(row.expires_at) ? row.value : null;
  }

  async deleteIfEquals(key: string, value: string): Promise<boolean> {
    const rows = await this.#db
      .deleteFrom('kv')
      .where('key', '=', key)
      .where('value', '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', this.#now())]))
      .returning('key')
      .execute();
    return rows.length > 0;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const now = this.#now();
    const expired = sql<boolean>`kv.expires_at is not null and kv.expires_at <= ${now}`;
    const row = await this.#db
      .insertInto('kv')
      .values({ key, value: '1', expires_at: this.#expiry(ttlSeconds) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: sql<string>`case when ${expired} then '1' else cast(cast(kv.value as integer) + 1 as text) end`,
          expires_at: sql<string>`case when ${expired} then excluded.expires_at else kv.expires_at end`,
        }),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  async purgeExpired(): Promise<void> {
    await this.#db.deleteFrom('kv').where('expires_at', '<=', this.#now()).execute();
  }
}
