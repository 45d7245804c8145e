import { ragflowRetrievalBody } from '@vox/contracts';
import { parseJsonObject } from '../../lib/json.ts';
import type { RagflowSearchDeps } from '../datasets/index.ts';
import type { AgentKnowledgeService } from './agent-knowledge.service.ts';
import { RagflowFailure } from './ragflow-failure.ts';
import { ragflowRetrieve } from './ragflow-retrieval.ts';

export interface DeviceKnowledgeSearchDeps {
  agentKnowledge: Pick<AgentKnowledgeService, 'grant'>;
  search: RagflowSearchDeps;
}

/** What the search tells the model: the passages found, or why there are none. */
export type DeviceKnowledgeAnswer = { ok: true; passages: string[] } | { ok: false; detail: string };

/**
 * The `search_from_ragflow` plugin run in process, as xiaozhi-server runs it against `POST /api/v1/retrieval`: its
 * key opens the agent's knowledge bases, its `dataset_ids` are searched for the question.
 */
export async function searchLikeDevice(deps: DeviceKnowledgeSearchDeps, plugin: string, question: string): Promise<DeviceKnowledgeAnswer> {
  const settings = parseJsonObject(plugin);
  const grant = typeof settings.api_key === 'string' ? await deps.agentKnowledge.grant(settings.api_key) : null;
  if (!grant) return { ok: false, detail: 'knowledge key refused' };
  const parsed = ragflowRetrievalBody.safeParse({ question, dataset_ids: Array.isArray(settings.dataset_ids) ? settings.dataset_ids : null });
  if (!parsed.success) return { ok: false, detail: parsed.error.issues[0]?.message ?? 'bad question' };
  try {
    const answer = await ragflowRetrieve(deps.search, grant, parsed.data);
    return { ok: true, passages: answer.data.chunks.map((chunk) => chunk.content) };
  } catch (error) {
    if (error instanceof RagflowFailure) return { ok: false, detail: error.textIn('en') };
    throw error;
  }
}
