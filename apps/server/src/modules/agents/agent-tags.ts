import { AGENT_TAGS_PER_AGENT_MAX, AGENT_TAGS_PER_USER_MAX, ErrorCode, agentTagMessages, type AgentTag } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Repositories } from '../repositories.ts';
import type { AgentTagOfAgent, AgentTagRow } from './agent-tags.repository.ts';

type TagRepos = Pick<Repositories, 'agentTags'>;

export const toAgentTag = (row: Pick<AgentTagRow, 'id' | 'tag_name'>): AgentTag => ({ id: row.id, tagName: row.tag_name });

/** Each agent's tags, keyed by agent id. */
export function tagsByAgent(rows: readonly AgentTagOfAgent[]): Map<string, AgentTag[]> {
  const byAgent = new Map<string, AgentTag[]>();
  for (const row of rows) {
    const list = byAgent.get(row.agent_id) ?? [];
    list.push(toAgentTag(row));
    byAgent.set(row.agent_id, list);
  }
  return byAgent;
}

/** What an agent's tags become: existing tags by id, then names (new ones still to be created). */
export interface TagChoice {
  ids: string[];
  newRows: AgentTagRow[];
}

/**
 * Reads and checks a new tag list before anything is written: an id that is not one of the owner's tags is refused
 * (10198), too many tags are refused; names the owner does not have yet become new rows.
 */
export async function tagChoice(repos: TagRepos, ownerId: string, tagIds: readonly string[], tagNames: readonly string[], now: string): Promise<TagChoice> {
  const wantedIds = [...new Set(tagIds)];
  const found = await repos.agentTags.byIds(ownerId, wantedIds);
  const missing = wantedIds.find((id) => !found.some((row) => row.id === id));
  // Another user's tag answers exactly like one that does not exist.
  if (missing !== undefined) throw new AppError(ErrorCode.TAG_NOT_FOUND, [missing], agentTagMessages.tagNotFound);
  const names = [...new Set(tagNames)];
  const existing = await repos.agentTags.byNames(ownerId, names);
  const ids = [...wantedIds];
  const newRows: AgentTagRow[] = [];
  for (const name of names) {
    const row = existing.find((tag) => tag.tag_name === name);
    if (row) {
      if (!ids.includes(row.id)) ids.push(row.id);
      continue;
    }
    const created: AgentTagRow = { id: newId(), user_id: ownerId, tag_name: name, sort: 0, created_at: now };
    newRows.push(created);
    ids.push(created.id);
  }
  if (ids.length > AGENT_TAGS_PER_AGENT_MAX) throw new AppError(ErrorCode.BAD_REQUEST, [AGENT_TAGS_PER_AGENT_MAX], agentTagMessages.tooManyAgentTags);
  if (newRows.length > 0) await checkUserTagRoom(repos, ownerId, newRows.length);
  return { ids, newRows };
}

export async function checkUserTagRoom(repos: TagRepos, ownerId: string, adding: number): Promise<void> {
  if ((await repos.agentTags.countOfUser(ownerId)) + adding > AGENT_TAGS_PER_USER_MAX) {
    throw new AppError(ErrorCode.BAD_REQUEST, [AGENT_TAGS_PER_USER_MAX], agentTagMessages.tooManyUserTags);
  }
}

/** Writes a checked choice; call it inside the transaction that saves the agent. */
export async function applyTagChoice(repos: TagRepos, agentId: string, choice: TagChoice, now: string): Promise<void> {
  for (const row of choice.newRows) await repos.agentTags.insert(row);
  await repos.agentTags.replaceForAgent(agentId, choice.ids, now);
}
