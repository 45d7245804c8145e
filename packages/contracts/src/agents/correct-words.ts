import { z } from 'zod';

/** Replacement-word files, as upstream: at most 1 MB of `source|target` lines. */
export const CORRECT_WORD_FILE_MAX_BYTES = 1024 * 1024;
export const CORRECT_WORD_FILE_NAME_MAX = 256;
/** Upstream's `source_word` / `target_word` columns are varchar(128). */
export const CORRECT_WORD_MAX = 128;
/** Files one agent may use. */
export const AGENT_CORRECT_WORD_FILES_MAX = 100;

/** Why a line was refused; `line` is 1-based and counts blank lines too, as an editor shows them. */
export type CorrectWordLineProblem = { line: number; text: string; reason: 'noSeparator' | 'emptyWord' | 'tooLong' };

export interface ParsedCorrectWords {
  /** The kept lines, trimmed, as `source|target` (the words around the first `|`, each trimmed). */
  lines: string[];
  problem?: CorrectWordLineProblem;
}

/**
 * The one rule for word-file lines, in the browser and on the server: blank lines are dropped; every other line is
 * `source|target`, split at the first `|`, both words non-empty and at most CORRECT_WORD_MAX characters.
 * Stops at the first bad line.
 */
export function parseCorrectWordLines(input: readonly string[]): ParsedCorrectWords {
  const lines: string[] = [];
  for (const [index, raw] of input.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const line = index + 1;
    const cut = text.indexOf('|');
    if (cut < 0) return { lines, problem: { line, text, reason: 'noSeparator' } };
    const source = text.slice(0, cut).trim();
    const target = text.slice(cut + 1).trim();
    if (source === '' || target === '') return { lines, problem: { line, text, reason: 'emptyWord' } };
    if ([...source].length > CORRECT_WORD_MAX || [...target].length > CORRECT_WORD_MAX) return { lines, problem: { line, text, reason: 'tooLong' } };
    lines.push(`${source}|${target}`);
  }
  return { lines };
}

/** Text lines as an editor splits them (\n, \r\n or \r). */
export const splitTextLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** The UTF-8 size of the lines as the file is stored and downloaded (joined by "\n"). */
export function correctWordBytes(lines: readonly string[]): number {
  let bytes = Math.max(0, lines.length - 1);
  for (const line of lines) {
    for (const char of line) {
      const point = char.codePointAt(0)!;
      bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    }
  }
  return bytes;
}

/** Upstream's AgentCorrectWordFileDTO as the list shows it. */
export const correctWordFile = z.object({
  id: z.string(),
  fileName: z.string(),
  wordCount: z.number().int(),
  content: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CorrectWordFile = z.infer<typeof correctWordFile>;

/** `GET /correct-word/file/select`: every file of the caller, for the role configuration's picker. */
export const correctWordFileOption = correctWordFile.omit({ content: true });
export type CorrectWordFileOption = z.infer<typeof correctWordFileOption>;

/**
 * `POST /correct-word/file` and `PUT /correct-word/file/{id}`: `content` is the lines (upstream sends an array; one
 * text is split into lines too). `fileSize` is the uploaded file's size when one was picked. The size and line rules
 * are checked by the server, which answers 10204 and the bad line's number.
 */
export const correctWordFileBody = z.object({
  fileName: z.string().trim().min(1).max(CORRECT_WORD_FILE_NAME_MAX),
  content: z.union([z.array(z.string()), z.string().transform(splitTextLines)]),
  fileSize: z.coerce.number().int().min(0).nullish(),
});
export type CorrectWordFileBody = z.input<typeof correctWordFileBody>;
export type CorrectWordFileInput = z.output<typeof correctWordFileBody>;

/** `POST /correct-word/file/batch-delete`: the ids as a bare array (upstream) or `{ids}`. */
export const correctWordBatchDeleteBody = z.preprocess(
  (value) => (Array.isArray(value) ? value : (value as { ids?: unknown } | null)?.ids),
  z.array(z.string().min(1).max(64)).min(1).max(1000),
);

/** `POST /config/correct-words`: the device asking. */
export const correctWordsInput = z.object({ macAddress: z.string().trim().min(1).max(64) });
