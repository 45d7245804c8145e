import type { AgentsPurge, UsersPurge } from '../purges.ts';
import { DevicesRepository } from './devices.repository.ts';

/** An agent's devices are unbound by deleting their rows, as upstream does. */
export const purgeDevicesOfAgents: AgentsPurge = (trx, agentIds) => new DevicesRepository(trx).deleteByAgents(agentIds);

export const purgeDevicesOfUsers: UsersPurge = async (trx, userIds) => {
  const devices = new DevicesRepository(trx);
  for (const userId of userIds) await devices.deleteByUser(userId);
};
