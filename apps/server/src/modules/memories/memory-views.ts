import type { Attention, AttentionListItem, MemoryContainer, MemoryNode, MemoryTask, MemoryTaskStatus } from '@vox/contracts';
import type { AttentionRow, MemoryRow, NodeRow, TaskRow } from './memories.repository.ts';

export const containerView = (row: MemoryRow): MemoryContainer => ({
  id: row.id,
  agent_id: row.agent_id,
  is_enabled: row.is_enabled === 1,
  memory_prompt: row.memory_prompt,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** List items omit `memory_id`. */
export const attentionListView = (row: AttentionRow): AttentionListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  default_value: row.default_value,
  is_single_value: row.is_single_value === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const attentionView = (row: AttentionRow): Attention => ({ ...attentionListView(row), memory_id: row.memory_id });

export const nodeView = (row: NodeRow): MemoryNode => ({
  id: row.id,
  memory_id: row.memory_id,
  identify_id: row.identify_id,
  content: row.content,
  source_session_id: row.source_session_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const taskView = (row: TaskRow): MemoryTask => ({
  task_id: row.id,
  identify_id: row.identify_id,
  status: row.status as MemoryTaskStatus,
  error: row.error,
  values_written: row.values_written,
  nodes_written: row.nodes_written,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
