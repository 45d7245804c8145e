import { setImmediate } from 'node:timers/promises';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DevicesTable } from './devices.tables.ts';
import { directDriverOf, preparedPointRead } from '../../db/direct-driver.ts';
import { toCount, withLazyCommit } from '../../db/sql-helpers.ts';

export type DeviceRow = Selectable<DevicesTable>;
export type DevicePatch = Pick<Updateable<DevicesTable>, 'alias' | 'auto_update' | 'updated_at'>;
export type DeviceCheckIn = Pick<Updateable<DevicesTable>, 'last_connected_at' | 'app_version' | 'board' | 'client_id' | 'updated_at'>;

const LAST_SEEN_CHUNK = 100;

/** A join, so each device is found by its key (a correlated subquery read the whole list per device). */
function lastSeenUpdate(entries: readonly [id: string, at: string][]) {
  const rows = sql.join(entries.map(([id, at]) => sql`(${id}, ${at})`));
  return sql`with seen(id, at) as (values ${rows})
    update devices set last_connected_at = seen.at from seen where devices.id = seen.id`;
}

/** `devices.id` is the normalised MAC address (upstream `ai_device`). */
export class DevicesRepository {
  readonly #db: Kysely<Database>;
  /** Every check-in reads its device by id: prepared once on the driver, the reads of one moment together on PostgreSQL. */
  readonly #byId: (id: string) => Promise<DeviceRow | undefined>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    const devices = db.selectFrom('devices').selectAll();
    this.#byId = preparedPointRead(db, 'devices_by_id', {
      one: devices.where('id', '=', ''),
      many: devices.where('id', '=', sql<string>`any(${sql.val<string[]>([])})`),
      keyOf: (row) => row.id,
    });
  }

  async insert(row: Insertable<DevicesTable>): Promise<void> {
    await this.#db.insertInto('devices').values(row).execute();
  }

  findById(id: string): Promise<DeviceRow | undefined> {
    return this.#byId(id);
  }

  /** These devices, those that exist, in no particular order. */
  async byIds(ids: readonly string[]): Promise<DeviceRow[]> {
    if (ids.length === 0) return [];
    return this.#db.selectFrom('devices').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  }

  /** The MACs of the devices bound to these agents. */
  async idsOfAgents(agentIds: readonly string[]): Promise<string[]> {
    if (agentIds.length === 0) return [];
    const rows = await this.#db.selectFrom('devices').select('id').where('agent_id', 'in', [...agentIds]).execute();
    return rows.map((row) => row.id);
  }

  /** One agent's devices of one user, in bind order. */
  listForAgent(userId: string, agentId: string): Promise<DeviceRow[]> {
    return this.#db
      .selectFrom('devices')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Every device of one user, for presence per agent. */
  listOfUser(userId: string): Promise<DeviceRow[]> {
    return this.#db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  }

  /** True when the device exists and belongs to the user. */
  async updateOwned(id: string, userId: string, patch: DevicePatch): Promise<boolean> {
    const result = await this.#db.updateTable('devices').set(patch).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async recordCheckIn(id: string, checkIn: DeviceCheckIn): Promise<void> {
    await this.#db.updateTable('devices').set(checkIn).where('id', '=', id).execute();
  }

  /**
   * Last-seen times of many devices (the OTA path's batches), LAST_SEEN_CHUNK devices per statement. SQLite runs a
   * statement on the event loop, so other requests are served between chunks: a 500-device statement held every
   * check-in waiting for about 20 ms, which set their p99. A chunk commits without waiting for the disk: a flush per
   * chunk cost the check-ins more than the times are worth (a crash may lose the last ones, as the batching already may).
   * On an SQLite file the chunks go to a thread of their own instead (db/sqlite-write-thread.ts), off the event loop.
   */
  async recordLastSeen(seen: ReadonlyMap<string, string>): Promise<void> {
    const entries = [...seen];
    const chunks: ReturnType<typeof lastSeenUpdate>[] = [];
    for (let i = 0; i < entries.length; i += LAST_SEEN_CHUNK) chunks.push(lastSeenUpdate(entries.slice(i, i + LAST_SEEN_CHUNK)));
    const background = directDriverOf(this.#db)?.backgroundWrite;
    if (background) return background(chunks.map((chunk) => chunk.compile(this.#db)));
    for (const [i, chunk] of chunks.entries()) {
      if (i > 0) await setImmediate();
      await withLazyCommit(this.#db, (db) => chunk.execute(db));
    }
  }

  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('devices').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('devices').where('agent_id', 'in', agentIds).execute();
  }

  async countByUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The user's devices, and how many of them were last in contact at or after `seenSince` (ISO). */
  async presenceOfUser(userId: string, seenSince: string): Promise<{ total: number; seen: number }> {
    const row = await this.#db
      .selectFrom('devices')
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count(eb.case().when('last_connected_at', '>=', seenSince).then(1).end()).as('seen')])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { total: toCount(row?.total), seen: toCount(row?.seen) };
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.#db.deleteFrom('devices').where('user_id', '=', userId).execute();
  }
}
