import type { UpstreamChangelog } from './mysql-source.ts';

export interface SkipReason {
  reason: string;
  count: number;
  /** A few upstream ids, to find the rows. */
  examples: string[];
}

export interface TableReport {
  source: string;
  target: string;
  /** `absent`: this installation predates the table. */
  state: 'imported' | 'absent' | 'already imported';
  total: number;
  imported: number;
  /** Rows the console already held (a resumed or merged import). */
  present: number;
  skipped: SkipReason[];
  notes: string[];
}

export interface ImportReport {
  source: string;
  changelog: UpstreamChangelog;
  dryRun: boolean;
  merge: boolean;
  resumed: boolean;
  tables: TableReport[];
  notCopied: { table: string; reason: string }[];
}

/** The summary printed at the end: a line per table, then what could not come over and why. */
export function formatImportReport(report: ImportReport): string[] {
  const lines = [
    '',
    `${report.dryRun ? 'Dry run (nothing was written)' : report.merge ? 'Merged' : 'Imported'} from ${report.source}` +
      (report.changelog.latest ? `, ${report.changelog.applied} upstream changesets applied (latest ${report.changelog.latest})` : ', no Liquibase changelog found'),
    '',
    `${'upstream table'.padEnd(32)}${'rows'.padStart(10)}${(report.dryRun ? 'would import' : 'imported').padStart(14)}${'already here'.padStart(14)}${'skipped'.padStart(10)}`,
  ];
  const fedTwice = new Set(report.tables.filter((table, index) => report.tables.findIndex((other) => other.source === table.source) !== index).map((table) => table.source));
  for (const table of report.tables) {
    const name = fedTwice.has(table.source) ? `${table.source}>${table.target}` : table.source;
    if (table.state === 'absent') {
      lines.push(`${name.padEnd(32)}  (not in this installation: it predates the table)`);
      continue;
    }
    const skipped = table.skipped.reduce((sum, skip) => sum + skip.count, 0);
    const suffix = table.state === 'already imported' ? '  (done in an earlier run)' : '';
    lines.push(`${name.padEnd(32)}${String(table.total).padStart(10)}${String(table.imported).padStart(14)}${String(table.present).padStart(14)}${String(skipped).padStart(10)}${suffix}`);
  }
  const problems = report.tables.flatMap((table) => table.skipped.map((skip) => `  ${table.source}: ${skip.count} × ${skip.reason} (e.g. ${skip.examples.join(', ')})`));
  if (problems.length > 0) lines.push('', 'Not imported:', ...problems);
  const notes = report.tables.flatMap((table) => table.notes.map((note) => `  ${note}`));
  if (notes.length > 0) lines.push('', 'Notes:', ...notes);
  const documents = report.tables.find((table) => table.source === 'ai_rag_knowledge_document');
  if (documents && documents.total > 0) {
    lines.push('', `Knowledge bases: ${documents.total} documents came over by name only; their text lives in RAGFlow. Their owners see "upload again" on each.`);
  }
  lines.push('', 'Left behind on purpose:', ...report.notCopied.map((entry) => `  ${entry.table}: ${entry.reason}`));
  return lines;
}
