import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { deviceDirectory } from '../devices/index.ts';
import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AddressBookRepository } from './address-book.repository.ts';

/** The agents' devices leave every address book, before the devices themselves go. */
export const purgeAddressBookOfAgents: AgentsPurge = async (trx, agentIds) => {
  const macs = await deviceDirectory(trx).idsOfAgents(agentIds);
  await new AddressBookRepository(trx).deleteDevices(macs);
};

export const purgeAddressBookOfUsers: UsersPurge = (trx, userIds) => new AddressBookRepository(trx).deleteByUsers(userIds);

/** Takes an unbound device out of every address book: its own entries and those naming it as a target. */
export type DeviceAddressBookPurge = (mac: string) => Promise<void>;

export function purgeAddressBookOfDevice(db: Kysely<Database>): DeviceAddressBookPurge {
  const book = new AddressBookRepository(db);
  return (mac) => book.deleteDevice(mac);
}
