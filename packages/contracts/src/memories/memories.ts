import { z } from 'zod';
import {
  MEMORY_ATTENTION_DESCRIPTION_MAX,
  MEMORY_ATTENTION_NAME_MAX,
  MEMORY_DIALOG_MAX,
  MEMORY_IDENTIFIER_MAX,
  MEMORY_LAST_DAYS_MAX,
  MEMORY_NODE_MAX,
  MEMORY_PROMPT_MAX,
  MEMORY_RECALL_VALUE_LIMIT_MAX,
  MEMORY_SEARCH_MAX,
  MEMORY_VALUE_MAX,
  MEMORY_VALUES_PER_ATTENTION_MAX,
} from './memory-limits.ts';

export * from './memory-limits.ts';

const id = z.string().min(1).max(64);
/** The identifier's shape is checked by the service, so a bad one answers 40003 rather than a generic 400. */
const identifier = z.string().min(1).max(MEMORY_IDENTIFIER_MAX * 4);

export const memoryIdParam = z.object({ id });
export const agentMemoryParam = z.object({ id });
export const attentionParams = z.object({ id, attentionId: id });
export const identifierParams = z.object({ id, identifyId: identifier });
export const identifierAttentionParams = identifierParams.extend({ attentionId: id });
export const nodeParams = identifierParams.extend({ nodeId: id });
export const memoryTaskParams = z.object({ id, taskId: id });

/** The request says `enabled`, the answer `is_enabled`. */
export const memoryCreateBody = z.object({
  agent_id: id,
  enabled: z.boolean().optional(),
  memory_prompt: z.string().max(MEMORY_PROMPT_MAX).optional(),
});
export type MemoryCreateBody = z.input<typeof memoryCreateBody>;
export const memoryUpdateBody = z.object({ enabled: z.boolean().optional(), memory_prompt: z.string().max(MEMORY_PROMPT_MAX).optional() });
export type MemoryUpdateBody = z.input<typeof memoryUpdateBody>;

export const memoryContainer = z.object({
  id: z.string(),
  agent_id: z.string(),
  is_enabled: z.boolean(),
  memory_prompt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemoryContainer = z.output<typeof memoryContainer>;

const attentionName = z.string().trim().min(1).max(MEMORY_ATTENTION_NAME_MAX);
const attentionDescription = z.string().trim().min(1).max(MEMORY_ATTENTION_DESCRIPTION_MAX);
const memoryValue = z.string().trim().min(1).max(MEMORY_VALUE_MAX);

export const attentionCreateBody = z.object({
  name: attentionName,
  description: attentionDescription,
  default_value: z.string().trim().max(MEMORY_VALUE_MAX).optional(),
  is_single_value: z.boolean().optional(),
});
export type AttentionCreateBody = z.input<typeof attentionCreateBody>;
export const attentionUpdateBody = attentionCreateBody.partial();
export type AttentionUpdateBody = z.input<typeof attentionUpdateBody>;

export const attentionListItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  default_value: z.string(),
  is_single_value: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const attention = attentionListItem.extend({ memory_id: z.string() });
export type Attention = z.output<typeof attention>;
export type AttentionListItem = z.output<typeof attentionListItem>;

export const attentionValuePostBody = z.object({ value: memoryValue });
export const attentionValuesPutBody = z.object({ values: z.array(memoryValue).max(MEMORY_VALUES_PER_ATTENTION_MAX) });
export const identifierAttentionValues = z.object({ id: z.string(), name: z.string(), description: z.string(), is_single_value: z.boolean(), values: z.array(z.string()) });
export type IdentifierAttentionValues = z.output<typeof identifierAttentionValues>;

export const nodeCreateBody = z.object({
  content: z.string().trim().min(1).max(MEMORY_NODE_MAX),
  source_session_id: z.string().max(64).nullish(),
});
export const nodeUpdateBody = z.object({ content: z.string().trim().min(1).max(MEMORY_NODE_MAX) });
export const nodesQuery = z.object({
  last_days: z.coerce.number().int().min(1).max(MEMORY_LAST_DAYS_MAX).optional(),
  /** Ours: nodes whose text contains this (the screen's search). */
  keyword: z.string().trim().max(MEMORY_SEARCH_MAX).optional(),
});
export const memoryNode = z.object({
  id: z.string(),
  memory_id: z.string(),
  identify_id: z.string(),
  content: z.string(),
  source_session_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemoryNode = z.output<typeof memoryNode>;

/** Ours (Lingxi's API has no browsing): whom the memory knows, with the device's alias for `mac_` identifiers. */
export const memoryIdentifier = z.object({
  identify_id: z.string(),
  device_name: z.string().nullable(),
  value_count: z.number().int(),
  node_count: z.number().int(),
  updated_at: z.string(),
});
export type MemoryIdentifier = z.output<typeof memoryIdentifier>;

export const recallBody = z.object({ attention_value_limit: z.coerce.number().int().min(1).max(MEMORY_RECALL_VALUE_LIMIT_MAX).optional() }).nullish();
export const recallAnswer = z.object({
  attention_values: z.record(z.string(), z.string()),
  memory_nodes: z.array(z.object({ id: z.string(), content: z.string(), updated_at: z.string() })),
});
export type RecallAnswer = z.output<typeof recallAnswer>;

export const inferBody = z.object({ dialog_content: z.string().min(1).max(MEMORY_DIALOG_MAX) });
export const inferAnswer = z.object({ task_id: z.string() });

export const MEMORY_TASK_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type MemoryTaskStatus = (typeof MEMORY_TASK_STATUSES)[number];
/** Ours: an infer task's outcome (`error` is a reason key such as `bad_reply`, never the dialogue). */
export const memoryTask = z.object({
  task_id: z.string(),
  identify_id: z.string(),
  status: z.enum(MEMORY_TASK_STATUSES),
  error: z.string().nullable(),
  values_written: z.number().int(),
  nodes_written: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemoryTask = z.output<typeof memoryTask>;

export const memoryEmpty = z.object({});
