import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DevicesRepository } from './devices.repository.ts';

/**
 * What other modules read and record of devices: a device by MAC, devices by MAC, a user's devices, an agent's
 * devices (or the MACs of several agents' devices), a user's presence counts, and a device being heard from. Built
 * on a transaction's handle, it works inside that transaction.
 */
export type DeviceDirectory = Pick<DevicesRepository, 'byIds' | 'findById' | 'idsOfAgents' | 'listForAgent' | 'listOfUser' | 'presenceOfUser' | 'recordCheckIn'>;

export function deviceDirectory(db: Kysely<Database>): DeviceDirectory {
  return new DevicesRepository(db);
}
