import type { AgentsPurge } from '../purges.ts';
import { VoiceprintsRepository } from './voiceprints.repository.ts';

/** The agents' voiceprints (the voiceprint service keeps the speakers: nothing names them to a device any more). */
export const purgeVoiceprintsOfAgents: AgentsPurge = (trx, agentIds) => new VoiceprintsRepository(trx).deleteByAgents(agentIds);
