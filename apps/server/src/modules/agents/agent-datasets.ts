import { AGENT_DATASETS_MAX, ErrorCode, KNOWLEDGE_PSEUDO_PLUGIN, knowledgeRetrievalMessages, type AgentFunction, type AgentUpdateInput } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { DatasetCatalog } from '../datasets/index.ts';

/**
 * Knowledge bases reach an agent two ways, one record (`agent_datasets`): `datasetIds` (the role configuration's
 * picker) or, upstream's way, functions whose pluginId is one of the owner's knowledge bases (FunctionDialog lists them
 * as pseudo-plugins). When `datasetIds` is sent it is the binding and such functions are left out;
 * otherwise sent functions carry it; neither keeps it unchanged. Knowledge functions are never stored as plugins.
 */
export interface DatasetChoice {
  /** The new binding, or null to keep it. */
  binding: string[] | null;
  /** Owner's knowledge-base ids, to tell them apart from plugins in `functions`. */
  ownIds: ReadonlySet<string>;
}

export async function datasetChoice(datasets: DatasetCatalog, ownerId: string, input: AgentUpdateInput): Promise<DatasetChoice> {
  if (input.datasetIds == null && input.functions == null) return { binding: null, ownIds: new Set() };
  const ownIds = new Set((await datasets.idsOfUser(ownerId)).map((row) => row.id));
  let binding: string[] | null = null;
  if (input.datasetIds != null) {
    const missing = input.datasetIds.find((id) => !ownIds.has(id));
    // Another user's knowledge base answers exactly like one that does not exist.
    if (missing !== undefined) throw new AppError(ErrorCode.NOT_FOUND, [missing], knowledgeRetrievalMessages.noSuchAgentDataset);
    binding = [...new Set(input.datasetIds)];
  } else if (input.functions != null) {
    binding = [...new Set(input.functions.map((fn) => fn.pluginId).filter((id) => ownIds.has(id)))];
  }
  if (binding && binding.length > AGENT_DATASETS_MAX) throw new AppError(ErrorCode.BAD_REQUEST, [AGENT_DATASETS_MAX], knowledgeRetrievalMessages.tooManyAgentDatasets);
  return { binding, ownIds };
}

export const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The bound knowledge bases as the functions upstream's AgentInfoVO lists them with (providerCode ragflow). */
export function knowledgeFunctions(agentId: string, datasetIds: readonly string[]): AgentFunction[] {
  return datasetIds.map((id) => ({ id, agentId, pluginId: id, paramInfo: '{}', providerCode: KNOWLEDGE_PSEUDO_PLUGIN.providerCode }));
}
