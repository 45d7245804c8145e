import type { Repositories } from '../repositories.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<
  Repositories,
  'addressBook' | 'agentContextProviders' | 'agentCorrectWordFiles' | 'agentDatasets' | 'agentMcps' | 'agentRetrievalKeys' | 'agentSnapshots' | 'agentTags' | 'agents' | 'chatHistory' | 'devices' | 'memories' | 'pluginMappings' | 'voiceprints'
>;

/**
 * Removes agents with everything hanging off them: devices are unbound (upstream deletes the
 * device row, upstream.md §11 quirk 9), chat history and its audio, plugin choices, MCP links, knowledge-base links,
 * replacement-word links, the knowledge key, tag links, context sources, saved versions, voiceprints and the agent's
 * memory go, and the devices leave every address book (the voiceprint service keeps the speakers: nothing names them to
 * a device any more).
 * Call it inside a transaction.
 */
export async function purgeAgents(repos: UsedRepositories, agentIds: readonly string[]): Promise<void> {
  if (agentIds.length === 0) return;
  await repos.addressBook.deleteDevicesOfAgents(agentIds);
  await repos.devices.deleteByAgents(agentIds);
  await repos.chatHistory.deleteByAgents(agentIds);
  await repos.pluginMappings.deleteByAgents(agentIds);
  await repos.agentMcps.deleteByAgents(agentIds);
  await repos.agentDatasets.deleteByAgents(agentIds);
  await repos.agentCorrectWordFiles.deleteByAgents(agentIds);
  await repos.agentRetrievalKeys.deleteByAgents(agentIds);
  await repos.agentTags.deleteByAgents(agentIds);
  await repos.memories.deleteByAgents(agentIds);
  await repos.agentContextProviders.deleteByAgents(agentIds);
  await repos.agentSnapshots.deleteByAgents(agentIds);
  await repos.voiceprints.deleteByAgents(agentIds);
  await repos.agents.deleteByIds(agentIds);
}
