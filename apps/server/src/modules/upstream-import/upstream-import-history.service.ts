import type { UpstreamImportHistory, UpstreamImportRun } from '@vox/contracts';
import type { ImportProgressRepository } from './import-progress.repository.ts';
import type { UpstreamImportProgressTable } from './upstream-import.tables.ts';

/** What the console shows of past imports: one entry per upstream database, read from the importer's progress rows. */
export class UpstreamImportHistoryService {
  readonly #progress: ImportProgressRepository;

  constructor(progress: ImportProgressRepository) {
    this.#progress = progress;
  }

  async history(): Promise<UpstreamImportHistory> {
    const bySource = new Map<string, UpstreamImportProgressTable[]>();
    for (const row of await this.#progress.everySource()) {
      const rows = bySource.get(row.source) ?? [];
      rows.push(row);
      bySource.set(row.source, rows);
    }
    const imports = [...bySource].map(([source, rows]) => importRun(source, rows));
    imports.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { imports };
  }
}

function importRun(source: string, rows: UpstreamImportProgressTable[]): UpstreamImportRun {
  const updatedAt = rows.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), rows[0]!.updated_at);
  return {
    source,
    // A run that stopped part-way leaves a table not done; the next run resumes it.
    finishedAt: rows.every((row) => Boolean(row.done)) ? updatedAt : null,
    updatedAt,
    tables: rows.map((row) => ({ table: row.table_name, done: Boolean(row.done), imported: row.imported, present: row.present, skipped: row.skipped })),
  };
}
