import { setImmediate } from 'node:timers/promises';
import { sql, type CompiledQuery, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, DevicesTable } from '../../db/database.ts';
import { compiledOnce, toCount } from '../../db/sql-helpers.ts';

export type DeviceRow = Selectable<DevicesTable>;
export type DevicePatch = Pick<Updateable<DevicesTable>, 'alias' | 'auto_update' | 'updated_at'>;
export type DeviceCheckIn = Pick<Updateable<DevicesTable>, 'last_connected_at' | 'app_version' | 'board' | 'client_id' | 'updated_at'>;

const LAST_SEEN_CHUNK = 100;

/** `devices.id` is the normalised MAC address (upstream `ai_device`). */
export class DevicesRepository {
  readonly #db: Kysely<Database>;
  /** Every check-in reads its device by id. */
  readonly #byId: (parameters: [id: string]) => CompiledQuery<DeviceRow>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#byId = compiledOnce(db.selectFrom('devices').selectAll().where('id', '=', ''));
  }

  async insert(row: Insertable<DevicesTable>): Promise<void> {
    await this.#db.insertInto('devices').values(row).execute();
  }

  async findById(id: string): Promise<DeviceRow | undefined> {
    return (await this.#db.executeQuery(this.#byId([id]))).rows[0];
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
   * check-in waiting for about 20 ms, which set their p99.
   */
  async recordLastSeen(seen: ReadonlyMap<string, string>): Promise<void> {
    const entries = [...seen];
    for (let i = 0; i < entries.length; i += LAST_SEEN_CHUNK) {
      if (i > 0) await setImmediate();
      const rows = sql.join(entries.slice(i, i + LAST_SEEN_CHUNK).map(([id, at]) => sql`(${id}, ${at})`));
      // A join, so each device is found by its key (a correlated subquery read the whole list per device).
      await sql`with seen(id, at) as (values ${rows})
        update devices set last_connected_at = seen.at from seen where devices.id = seen.id`.execute(this.#db);
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
