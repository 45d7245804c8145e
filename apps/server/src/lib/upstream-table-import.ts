import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** One row of an upstream (xiaozhi-esp32-server manager-api) MySQL table, as the driver gives it. */
export type UpstreamRow = Record<string, unknown>;

export type UpstreamFileArea = 'firmware' | 'voice-clones';

/** What a mapping may consult while it turns one batch of upstream rows into rows of its own table. */
export interface UpstreamImportContext {
  /** The console's database: a mapping reads its own module's tables through it (e.g. ids seeded under other ids). */
  readonly db: Kysely<Database>;
  /** Reads upstream with `?` placeholders; for lookups a batch needs, one query per batch. */
  query(sql: string, values: readonly unknown[]): Promise<UpstreamRow[]>;
  hasColumn(table: string, column: string): boolean;
  /** Owners as upstream records them, loaded once before the first table. */
  ownerOfAgent(agentId: string): string | undefined;
  ownerOfDevice(mac: string): string | undefined;
  /** False for a user left out, e.g. one whose username an account here already holds (see usernameTaken). */
  userExists(userId: string): boolean;
  /** The username an account of this console already holds under another id, for an upstream user left out for it. */
  usernameTaken(userId: string): string | undefined;
  agentExists(agentId: string): boolean;
  /** A file of upstream's manager-api upload folder (`--files DIR`), by the path upstream stored; null when absent. */
  readUpstreamFile(storedPath: string): Promise<Buffer | null>;
  /** Stores a file in one of the console's storage areas; does nothing in a dry run. */
  storeFile(area: UpstreamFileArea, key: string, bytes: Buffer): Promise<void>;
  /** Whether upstream's values replace the console's own on rows both hold (false with `--merge`). */
  readonly replacing: boolean;
  /** ISO time of this import, for columns upstream lacks. */
  readonly now: string;
}

/** Rows for the target table, and the upstream rows that cannot come over with the reason, in English. */
export interface MappedBatch {
  rows: Record<string, unknown>[];
  skipped: { id: string; reason: string }[];
  /** Notes for the summary that are not failures, e.g. a firmware record whose file was not in `--files`. */
  notes?: string[];
  /** Upstream rows the console already holds the same way (nothing to write, nothing lost). */
  present?: number;
}

/**
 * How the rows of one upstream table become rows of one of the console's tables. Declared by the module that owns
 * the target table; the importer only reads upstream in key order, calls `map`, and writes what it returns.
 */
export interface UpstreamTableImport {
  /** Upstream's table. */
  source: string;
  /** Upstream's primary key: batches are read in this order, and a resumed import continues after the last one. */
  sourceKey: readonly string[];
  target: keyof Database & string;
  /** The columns naming one of our rows. A row already there is kept, or replaced when `replaces` and not merging. */
  targetKey: readonly string[];
  /** Reference rows the console seeds under upstream's ids (models, voices, templates, params): upstream's win. */
  replaces?: boolean;
  /** Our columns a replacement leaves as they are (an id of our own, when the key is a code). */
  keepOnReplace?: readonly string[];
  /** Rows per batch; small for tables holding audio so a batch stays a few MB. */
  batchSize?: number;
  map(rows: readonly UpstreamRow[], context: UpstreamImportContext): Promise<MappedBatch>;
  /** Before the table's first batch of a first import (not when merging, not in a dry run). */
  prepare?(db: Kysely<Database>): Promise<void>;
  /** After the table's last batch (not in a dry run): summaries derived from the rows, serial sequences. */
  finish?(db: Kysely<Database>): Promise<void>;
}

/** Upstream datetimes come as Date (read in upstream's time zone); ours are ISO-8601 UTC text. */
export function upstreamTime(value: unknown, fallback: string): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === 'string' && value !== '') {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString();
  }
  return fallback;
}

/** Upstream ids (bigint columns arrive as text) and optional text columns. */
export function upstreamText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return String(value);
}

export function upstreamNumber(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

export function upstreamFlag(value: unknown, fallback: 0 | 1): 0 | 1 {
  if (value === null || value === undefined) return fallback;
  return Number(value) ? 1 : 0;
}

/** Why a row whose owner is not imported stays behind: the owner is missing upstream, or was left out for their username. */
export function missingOwner(context: Pick<UpstreamImportContext, 'usernameTaken'>, owner: string): string {
  const taken = context.usernameTaken(owner);
  return taken === undefined ? `owner ${owner} is not in sys_user` : `its owner ${taken} was left out: that username belongs to another account here`;
}

/** A batch whose every row maps to one row or to a reason it cannot come over. */
export function mapEach(rows: readonly UpstreamRow[], idOf: (row: UpstreamRow) => string, map: (row: UpstreamRow) => Record<string, unknown> | string): MappedBatch {
  const batch: MappedBatch = { rows: [], skipped: [] };
  for (const row of rows) {
    const mapped = map(row);
    if (typeof mapped === 'string') batch.skipped.push({ id: idOf(row), reason: mapped });
    else batch.rows.push(mapped);
  }
  return batch;
}
