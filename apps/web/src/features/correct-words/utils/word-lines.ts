import { CORRECT_WORD_FILE_MAX_BYTES, CORRECT_WORD_MAX, correctWordBytes, parseCorrectWordLines, splitTextLines, type CorrectWordLineProblem } from '@vox/contracts';

export type WordTextCheck = { ok: true; lines: string[] } | { ok: false; problem: CorrectWordLineProblem } | { ok: false; tooLarge: number } | { ok: false; empty: true };

/** The server's rules, checked before sending: 1 MB, then the first bad line, then at least one line. */
export function checkWordText(text: string): WordTextCheck {
  const raw = splitTextLines(text);
  const size = correctWordBytes(raw);
  if (size > CORRECT_WORD_FILE_MAX_BYTES) return { ok: false, tooLarge: size };
  const { lines, problem } = parseCorrectWordLines(raw);
  if (problem) return { ok: false, problem };
  if (lines.length === 0) return { ok: false, empty: true };
  return { ok: true, lines };
}

export { CORRECT_WORD_MAX };
