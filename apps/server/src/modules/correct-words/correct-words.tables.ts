// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** A user's replacement-word file (0026): `content` is its `source|target` lines joined by "\n". */
export interface CorrectWordFilesTable {
  id: string;
  user_id: string;
  file_name: string;
  word_count: number;
  content: string;
  created_at: string;
  updated_at: string;
}

/** Which replacement-word files an agent uses (0026). */
export interface AgentCorrectWordFilesTable {
  agent_id: string;
  file_id: string;
  created_at: string;
}

/** The tables the correct-words module owns. */
export interface CorrectWordsTables {
  correct_word_files: CorrectWordFilesTable;
  agent_correct_word_files: AgentCorrectWordFilesTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends CorrectWordsTables {}
}
