import type { AgentListQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const agentsKeys = {
  all: [QUERY_ROOTS.agents] as const,
  lists: () => [...agentsKeys.all, 'list'] as const,
  list: (query: AgentListQuery) => [...agentsKeys.lists(), query] as const,
  detail: (id: string) => [...agentsKeys.all, 'detail', id] as const,
  templates: () => [...agentsKeys.all, 'templates'] as const,
  tags: (id: string) => [...agentsKeys.all, 'tags', id] as const,
  tagList: () => [...agentsKeys.all, 'tag-list'] as const,
  /** The days are the zone's calendar days, so another zone is another answer. */
  overview: (timeZone: string) => [...agentsKeys.all, 'overview', timeZone] as const,
  mcps: (id: string) => [...agentsKeys.all, 'mcps', id] as const,
  presence: () => [...agentsKeys.all, 'presence'] as const,
  snapshots: (id: string, page: number, limit: number) => [...agentsKeys.all, 'snapshots', id, page, limit] as const,
  snapshot: (id: string, snapshotId: string) => [...agentsKeys.all, 'snapshot', id, snapshotId] as const,
};

/** The option lists of the agent form; they belong to the models, but only this form reads them. */
export const modelOptionKeys = {
  all: [QUERY_ROOTS.modelOptions] as const,
  names: (modelType: string) => [...modelOptionKeys.all, 'names', modelType] as const,
  voices: (ttsModelId: string) => [...modelOptionKeys.all, 'voices', ttsModelId] as const,
  /** Plugins and the caller's knowledge bases; a new knowledge base must show, so it is never cached long. */
  plugins: () => [...modelOptionKeys.all, 'plugins'] as const,
};
