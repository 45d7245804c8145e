import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import { contextProvider } from './agent-context.ts';

/** `source` of a saved version: the state before the first save, a save, a restore. */
export const SNAPSHOT_SOURCES = ['initial', 'config', 'restore'] as const;
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number];

/** Versions kept per agent; saving the 101st drops the oldest (upstream keeps 100). */
export const AGENT_SNAPSHOTS_KEPT = 100;

/** An agent's configuration as one version keeps it: the fields a save can change (not tags, not devices). */
export const agentSnapshotData = z.object({
  agentName: z.string(),
  agentCode: z.string().nullable(),
  asrModelId: z.string().nullable(),
  vadModelId: z.string().nullable(),
  llmModelId: z.string().nullable(),
  slmModelId: z.string().nullable(),
  vllmModelId: z.string().nullable(),
  ttsModelId: z.string().nullable(),
  ttsVoiceId: z.string().nullable(),
  memModelId: z.string().nullable(),
  intentModelId: z.string().nullable(),
  ttsLanguage: z.string().nullable(),
  ttsVolume: z.number().int().nullable(),
  ttsRate: z.number().int().nullable(),
  ttsPitch: z.number().int().nullable(),
  systemPrompt: z.string().nullable(),
  summaryMemory: z.string().nullable(),
  chatHistoryConf: z.number().int(),
  langCode: z.string().nullable(),
  language: z.string().nullable(),
  functions: z.array(z.object({ pluginId: z.string(), paramInfo: z.string() })),
  contextProviders: z.array(contextProvider),
  correctWordFileIds: z.array(z.string()),
  datasetIds: z.array(z.string()),
});
export type AgentSnapshotData = z.infer<typeof agentSnapshotData>;
export type SnapshotField = keyof AgentSnapshotData;

/** Upstream's AgentSnapshotVO in the list; `createdAt` is `yyyy-MM-dd HH:mm:ss` GMT+8. */
export const agentSnapshot = z.object({
  id: z.string(),
  agentId: z.string(),
  versionNo: z.number().int(),
  changedFields: z.array(z.string()),
  source: z.string(),
  restoreFromVersionNo: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AgentSnapshot = z.infer<typeof agentSnapshot>;

/** One version with its configuration and a token of the agent's current state, which a restore sends back. */
export const agentSnapshotDetail = agentSnapshot.extend({
  snapshotData: agentSnapshotData,
  currentSnapshotData: agentSnapshotData,
  currentStateToken: z.string(),
});
export type AgentSnapshotDetail = z.infer<typeof agentSnapshotDetail>;

export const agentSnapshotListQuery = pageQuery.extend({
  maxVersionNo: z.coerce.number().int().min(1).optional(),
});
export type AgentSnapshotListQuery = z.infer<typeof agentSnapshotListQuery>;

export const agentSnapshotParams = z.object({ id: z.string().min(1).max(64), sid: z.string().min(1).max(64) });

/** `POST .../restore`: with the token from the detail, a restore over a newer save is refused. */
export const agentSnapshotRestoreInput = z.object({ currentStateToken: z.string().max(200).nullish() });
export type AgentSnapshotRestoreInput = z.infer<typeof agentSnapshotRestoreInput>;
