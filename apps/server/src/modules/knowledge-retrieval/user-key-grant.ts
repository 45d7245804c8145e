import { API_KEY_PATTERN, USER_STATUS } from '@vox/contracts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { DatasetsService } from '../datasets/index.ts';
import type { KnowledgeGrant } from './agent-knowledge.service.ts';

/** What a user's own API key opens for retrieval: every knowledge base of its owner, as they are now. */
export interface UserKeyGrant extends Pick<KnowledgeGrant, 'datasets'> {
  userId: string;
}

export interface UserKeyGrantDeps {
  apiKeys: Pick<ApiKeysService, 'resolve'>;
  datasets: Pick<DatasetsService, 'rows'>;
}

/**
 * The owner's knowledge bases for a bearer value that is one of our API keys (live, its owner not disabled); null for
 * anything else, so the caller refuses it as it refuses any wrong key.
 */
export async function userKeyGrant(deps: UserKeyGrantDeps, bearer: string): Promise<UserKeyGrant | null> {
  if (!API_KEY_PATTERN.test(bearer)) return null;
  const session = await deps.apiKeys.resolve(bearer);
  if (!session || session.user.status !== USER_STATUS.NORMAL) return null;
  return { userId: session.user.id, datasets: await deps.datasets.rows(session.user.id) };
}
