// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** An agent's long-term memory container (0033); one per agent. */
export interface MemoriesTable {
  id: string;
  agent_id: string;
  user_id: string;
  is_enabled: number;
  memory_prompt: string;
  created_at: string;
  updated_at: string;
}

/** A structured memory slot (记忆变量, 0033); names are unique per memory. */
export interface MemoryAttentionsTable {
  id: string;
  memory_id: string;
  name: string;
  description: string;
  default_value: string;
  is_single_value: number;
  created_at: string;
  updated_at: string;
}

/** One identifier's value of an attention (0033); a value is held once per attention and identifier. */
export interface MemoryAttentionValuesTable {
  id: string;
  memory_id: string;
  attention_id: string;
  identify_id: string;
  value: string;
  created_at: string;
  updated_at: string;
}

/** A free-text fact about an identifier (记忆片段, 0033); `content_hash` is of the normalised text, for dedupe. */
export interface MemoryNodesTable {
  id: string;
  memory_id: string;
  identify_id: string;
  content: string;
  content_hash: string;
  source_session_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An infer run (0033): `status` pending | running | succeeded | failed, `error` a reason key. */
export interface MemoryTasksTable {
  id: string;
  memory_id: string;
  identify_id: string;
  source_session_id: string | null;
  status: string;
  error: string | null;
  values_written: number;
  nodes_written: number;
  created_at: string;
  updated_at: string;
}

/** The tables the memories module owns. */
export interface MemoriesTables {
  memories: MemoriesTable;
  memory_attentions: MemoryAttentionsTable;
  memory_attention_values: MemoryAttentionValuesTable;
  memory_nodes: MemoryNodesTable;
  memory_tasks: MemoryTasksTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends MemoriesTables {}
}
