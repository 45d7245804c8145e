/** How far an import from one upstream database got in one of its tables; `last_key` is the JSON of upstream's key. */
export interface UpstreamImportProgressTable {
  source: string;
  table_name: string;
  last_key: string | null;
  done: number;
  imported: number;
  present: number;
  skipped: number;
  updated_at: string;
}

/** The tables the upstream-import module owns. */
export interface UpstreamImportTables {
  upstream_import_progress: UpstreamImportProgressTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends UpstreamImportTables {}
}
