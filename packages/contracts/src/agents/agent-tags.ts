import { z } from 'zod';
import { AGENT_TAG_NAME_MAX, AGENT_TAGS_PER_AGENT_MAX } from './agent-limits.ts';

/** A tag name as typed: trimmed, not empty, at most AGENT_TAG_NAME_MAX characters. */
export const agentTagName = z.string().trim().min(1).max(AGENT_TAG_NAME_MAX);

/** Upstream's AgentTagEntity / `{id, tagName}`. */
export const agentTag = z.object({ id: z.string(), tagName: z.string() });
export type AgentTag = z.infer<typeof agentTag>;

/** `POST /agent/tag`. */
export const agentTagCreateInput = z.object({ tagName: agentTagName });
export type AgentTagCreateInput = z.infer<typeof agentTagCreateInput>;

/**
 * `PUT /agent/{id}/tags`: the agent's tags become `tagIds` (the caller's existing tags) plus `tagNames`
 * (found by name, created when new), in that order, duplicates dropped.
 */
export const agentTagsInput = z.object({
  tagIds: z.array(z.string().min(1).max(64)).max(AGENT_TAGS_PER_AGENT_MAX).nullish(),
  tagNames: z.array(agentTagName).max(AGENT_TAGS_PER_AGENT_MAX).nullish(),
});
export type AgentTagsInput = z.infer<typeof agentTagsInput>;
