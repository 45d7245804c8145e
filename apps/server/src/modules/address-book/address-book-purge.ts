import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { AddressBookRepository } from './address-book.repository.ts';

/** The agents' devices leave every address book, before the devices themselves go. */
export const purgeAddressBookOfAgents: AgentsPurge = (trx, agentIds) => new AddressBookRepository(trx).deleteDevicesOfAgents(agentIds);

export const purgeAddressBookOfUsers: UsersPurge = (trx, userIds) => new AddressBookRepository(trx).deleteByUsers(userIds);
