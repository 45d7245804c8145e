import { z } from 'zod';

/** One upstream table an import went through: rows written, rows already here, rows it could not take. */
export const upstreamImportTable = z.object({
  table: z.string(),
  done: z.boolean(),
  imported: z.number().int(),
  present: z.number().int(),
  skipped: z.number().int(),
});

/**
 * One upstream database imported with `import-upstream` (named `host:port/database`, never its user or password):
 * `finishedAt` is when its last table finished, null while a run stopped part-way (a second run resumes it).
 */
export const upstreamImportRun = z.object({
  source: z.string(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
  tables: z.array(upstreamImportTable),
});
export type UpstreamImportRun = z.infer<typeof upstreamImportRun>;

/** Every import this console holds, latest first; empty when it never imported. */
export const upstreamImportHistory = z.object({ imports: z.array(upstreamImportRun) });
export type UpstreamImportHistory = z.infer<typeof upstreamImportHistory>;
