import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PendingDevicesTable } from './devices.tables.ts';

export type PendingDeviceRow = Selectable<PendingDevicesTable>;

/** Devices waiting to be bound (0031); one row per MAC, replaced when the device is issued a new code. */
export class PendingDevicesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async upsert(row: PendingDeviceRow): Promise<void> {
    const { mac_address: _mac, ...changes } = row;
    await this.#db.insertInto('pending_devices').values(row).onConflict((oc) => oc.column('mac_address').doUpdateSet(changes)).execute();
  }

  findById(id: string): Promise<PendingDeviceRow | undefined> {
    return this.#db.selectFrom('pending_devices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Rows checked in at or after `since` (ISO), newest first. */
  listSince(since: string, limit: number): Promise<PendingDeviceRow[]> {
    return this.#db.selectFrom('pending_devices').selectAll().where('checked_in_at', '>=', since).orderBy('checked_in_at', 'desc').orderBy('mac_address').limit(limit).execute();
  }

  async deleteByMac(mac: string): Promise<void> {
    await this.#db.deleteFrom('pending_devices').where('mac_address', '=', mac).execute();
  }

  /** Rows whose code has expired; they would never show again. */
  async deleteBefore(before: string): Promise<void> {
    await this.#db.deleteFrom('pending_devices').where('checked_in_at', '<', before).execute();
  }
}
