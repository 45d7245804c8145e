import type { Kysely, Selectable } from 'kysely';
import type { Database, DeviceAddressBookTable } from '../../db/database.ts';

export type AddressBookRow = Selectable<DeviceAddressBookTable>;

/** An entry with what the list shows of its target device. */
export interface AddressBookEntryRow extends AddressBookRow {
  target_device_alias: string | null;
  target_agent_name: string | null;
}

export interface OwnedDeviceRow {
  id: string;
  alias: string | null;
  board: string | null;
  agent_id: string | null;
  agent_name: string | null;
}

/**
 * Device address books (`device_address_book`, 0030). Every read joins both devices with the same owner, so an entry
 * whose device was unbound or went to another owner is never served even before it is cleared.
 */
export class AddressBookRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The user's devices with their agents' names, by agent then bind order. */
  devicesOfUser(userId: string): Promise<OwnedDeviceRow[]> {
    return this.#db
      .selectFrom('devices')
      .leftJoin('agents', 'agents.id', 'devices.agent_id')
      .select(['devices.id', 'devices.alias', 'devices.board', 'devices.agent_id', 'agents.agent_name'])
      .where('devices.user_id', '=', userId)
      .orderBy('agents.agent_name')
      .orderBy('devices.created_at')
      .orderBy('devices.id')
      .execute();
  }

  async ownsDevice(userId: string, mac: string): Promise<boolean> {
    const row = await this.#db.selectFrom('devices').select('id').where('id', '=', mac).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  #entries(userId: string, mac: string) {
    return this.#db
      .selectFrom('device_address_book as book')
      .innerJoin('devices as target', (join) => join.onRef('target.id', '=', 'book.target_mac').onRef('target.user_id', '=', 'book.user_id'))
      .leftJoin('agents', 'agents.id', 'target.agent_id')
      .selectAll('book')
      .select(['target.alias as target_device_alias', 'agents.agent_name as target_agent_name'])
      .where('book.user_id', '=', userId)
      .where('book.mac_address', '=', mac);
  }

  listOf(userId: string, mac: string): Promise<AddressBookEntryRow[]> {
    return this.#entries(userId, mac).orderBy('book.alias').orderBy('book.target_mac').execute();
  }

  findEntry(userId: string, mac: string, targetMac: string): Promise<AddressBookEntryRow | undefined> {
    return this.#entries(userId, mac).where('book.target_mac', '=', targetMac).executeTakeFirst();
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

  /** Clears the devices of these agents from every book, before the devices themselves go (agent deletion). */
  async deleteDevicesOfAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    const devices = this.#db.selectFrom('devices').select('id').where('agent_id', 'in', agentIds);
    await this.#db
      .deleteFrom('device_address_book')
      .where((eb) => eb.or([eb('mac_address', 'in', devices), eb('target_mac', 'in', devices)]))
      .execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db.deleteFrom('device_address_book').where('user_id', 'in', userIds).execute();
  }

  /**
   * The calling device's entry called `alias`, with the name the target's own book gives the caller: both devices
   * still bound to the owner the entry was made by.
   */
  lookup(callerMac: string, alias: string): Promise<{ target_mac: string; has_permission: number; caller_alias_at_target: string | null; caller_device_alias: string | null } | undefined> {
    return this.#db
      .selectFrom('device_address_book as book')
      .innerJoin('devices as caller', (join) => join.onRef('caller.id', '=', 'book.mac_address').onRef('caller.user_id', '=', 'book.user_id'))
      .innerJoin('devices as target', (join) => join.onRef('target.id', '=', 'book.target_mac').onRef('target.user_id', '=', 'book.user_id'))
      .leftJoin('device_address_book as back', (join) =>
        join.onRef('back.mac_address', '=', 'book.target_mac').onRef('back.target_mac', '=', 'book.mac_address').onRef('back.user_id', '=', 'book.user_id'),
      )
      .select(['book.target_mac', 'book.has_permission', 'back.alias as caller_alias_at_target', 'caller.alias as caller_device_alias'])
      .where('book.mac_address', '=', callerMac)
      .where('book.alias', '=', alias)
      .executeTakeFirst();
  }
}
