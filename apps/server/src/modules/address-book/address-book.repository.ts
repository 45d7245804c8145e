import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DeviceAddressBookTable } from './address-book.tables.ts';

export type AddressBookRow = Selectable<DeviceAddressBookTable>;

/**
 * Device address books (`device_address_book`, 0030), SQL of this table only. `address-book-reads.ts` checks each
 * entry's devices against the devices module, so an entry whose device was unbound or went to another owner is never
 * served even before it is cleared.
 */
export class AddressBookRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The entries `userId` made in `mac`'s book, by alias. */
  entriesOf(userId: string, mac: string): Promise<AddressBookRow[]> {
    return this.#db.selectFrom('device_address_book').selectAll().where('user_id', '=', userId).where('mac_address', '=', mac).orderBy('alias').orderBy('target_mac').execute();
  }

  findRow(userId: string, mac: string, targetMac: string): Promise<AddressBookRow | undefined> {
    return this.#db
      .selectFrom('device_address_book')
      .selectAll()
      .where('user_id', '=', userId)
      .where('mac_address', '=', mac)
      .where('target_mac', '=', targetMac)
      .executeTakeFirst();
  }

  /** `mac`'s book whoever made the entries, or only its entry called `alias`. */
  bookOf(mac: string, alias?: string): Promise<AddressBookRow[]> {
    return this.#db
      .selectFrom('device_address_book')
      .selectAll()
      .where('mac_address', '=', mac)
      .$if(alias !== undefined, (qb) => qb.where('alias', '=', alias!))
      .orderBy('alias')
      .execute();
  }

  /** The entries naming `mac` in these devices' books (what each calls it). */
  entriesNaming(mac: string, ownerMacs: readonly string[]): Promise<AddressBookRow[]> {
    if (ownerMacs.length === 0) return Promise.resolve([]);
    return this.#db.selectFrom('device_address_book').selectAll().where('target_mac', '=', mac).where('mac_address', 'in', [...ownerMacs]).execute();
  }

  /** The entry of `mac`'s book called `alias`, whatever its target's state. */
  findByAlias(userId: string, mac: string, alias: string): Promise<Pick<AddressBookRow, 'target_mac'> | undefined> {
    return this.#db
      .selectFrom('device_address_book')
      .select('target_mac')
      .where('user_id', '=', userId)
      .where('mac_address', '=', mac)
      .where('alias', '=', alias)
      .executeTakeFirst();
  }

  async insert(row: AddressBookRow): Promise<void> {
    await this.#db.insertInto('device_address_book').values(row).execute();
  }

  async update(userId: string, mac: string, targetMac: string, changes: Pick<AddressBookRow, 'alias' | 'has_permission' | 'updated_at'>): Promise<boolean> {
    const result = await this.#db
      .updateTable('device_address_book')
      .set(changes)
      .where('user_id', '=', userId)
      .where('mac_address', '=', mac)
      .where('target_mac', '=', targetMac)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(userId: string, mac: string, targetMac: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('device_address_book')
      .where('user_id', '=', userId)
      .where('mac_address', '=', mac)
      .where('target_mac', '=', targetMac)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Clears a device from every book, its own and others' (unbinding, as upstream does). */
  async deleteDevice(mac: string): Promise<void> {
    await this.#db.deleteFrom('device_address_book').where((eb) => eb.or([eb('mac_address', '=', mac), eb('target_mac', '=', mac)])).execute();
  }

  /** Clears these devices from every book, their own and others' (agent deletion, before the devices go). */
  async deleteDevices(macs: readonly string[]): Promise<void> {
    if (macs.length === 0) return;
    await this.#db
      .deleteFrom('device_address_book')
      .where((eb) => eb.or([eb('mac_address', 'in', [...macs]), eb('target_mac', 'in', [...macs])]))
      .execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db.deleteFrom('device_address_book').where('user_id', 'in', userIds).execute();
  }

  /** Every alias `mac`'s book uses, whoever made the entry (aliases are unique per device). */
  async aliasesOf(mac: string): Promise<{ target_mac: string; alias: string }[]> {
    return this.#db.selectFrom('device_address_book').select(['target_mac', 'alias']).where('mac_address', '=', mac).execute();
  }
}
