// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

export type JobState = 'waiting' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: JobState;
  /** 0-100, for screens that show a job's progress. */
  progress: number;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  unique_key: string | null;
  created_at: string;
  updated_at: string;
}

/** The tables the jobs module owns. */
export interface JobsTables {
  jobs: JobsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends JobsTables {}
}
