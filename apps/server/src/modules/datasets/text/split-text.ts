import type { ProcessRule } from '@vox/contracts';
// The constants alone: the parsing thread loads this file, and the whole contracts package (zod) took it 0.4 s to start.
import { AUTOMATIC_CHUNK_OVERLAP, AUTOMATIC_MAX_TOKENS } from '@vox/contracts/dataset-limits';
import { countTokens } from './search-tokens.ts';

export interface SplitSettings {
  separator: string;
  maxTokens: number;
  overlap: number;
  removeExtraSpaces: boolean;
  removeUrlsEmails: boolean;
}

/** `automatic`: paragraphs merged up to 500 tokens with 50 of overlap, extra spaces removed (Dify's defaults). */
export function splitSettings(rule: ProcessRule | undefined): SplitSettings {
  const custom = rule?.mode === 'custom' ? rule.rules : undefined;
  const enabled = (id: string, fallback: boolean) => custom?.pre_processing_rules?.find((item) => item.id === id)?.enabled ?? fallback;
  return {
    separator: custom?.segmentation?.separator.replaceAll('\\n', '\n') ?? '\n\n',
    maxTokens: custom?.segmentation?.max_tokens ?? AUTOMATIC_MAX_TOKENS,
    overlap: custom?.segmentation?.chunk_overlap ?? AUTOMATIC_CHUNK_OVERLAP,
    removeExtraSpaces: enabled('remove_extra_spaces', true),
    removeUrlsEmails: enabled('remove_urls_emails', false),
  };
}

const URL_OR_EMAIL = /(https?:\/\/[^\s<>"')\]]+|[\w.+-]+@[\w-]+\.[\w.-]+)/g;

/** Control characters other than tab and newline, which PDFs and old editors leave behind. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

export function cleanText(text: string, settings: SplitSettings): string {
  let cleaned = text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (settings.removeUrlsEmails) cleaned = cleaned.replace(URL_OR_EMAIL, '');
  if (settings.removeExtraSpaces) cleaned = cleaned.replace(/[ \t\u3000]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n');
  return cleaned.trim();
}

/** Finer cuts for a piece still too long after the separator: lines, sentences (Chinese and Latin), words, characters. */
const FALLBACK_SEPARATORS = ['\n', '。', '！', '？', '；', '. ', '! ', '? ', '; ', '，', ', ', ' '];

function splitLong(piece: string, maxTokens: number, separators: readonly string[]): string[] {
  if (countTokens(piece) <= maxTokens) return [piece];
  const [separator, ...rest] = separators;
  if (separator === undefined) {
    // No separator left: cut by characters.
    const chars = [...piece];
    const out: string[] = [];
    for (let i = 0; i < chars.length; i += maxTokens) out.push(chars.slice(i, i + maxTokens).join(''));
    return out;
  }
  const parts = piece.split(separator);
  if (parts.length === 1) return splitLong(piece, maxTokens, rest);
  // Keep the separator on the sentence it ends, so "。" stays in the text.
  const kept = parts.map((part, i) => (i < parts.length - 1 && separator.trim() !== '' ? part + separator.trimEnd() : part)).filter((part) => part.trim() !== '');
  return kept.flatMap((part) => splitLong(part, maxTokens, rest));
}

/** The last `overlap` tokens' worth of a chunk, cut at a character boundary. */
function tail(text: string, overlap: number): string {
  if (overlap <= 0) return '';
  const chars = [...text];
  let start = chars.length;
  while (start > 0 && countTokens(chars.slice(start - 1).join('')) <= overlap) start--;
  return chars.slice(start).join('').trimStart();
}

/** Segments of a cleaned text: separator pieces, long ones cut finer, short ones merged up to maxTokens, with overlap. */
export function splitText(text: string, settings: SplitSettings): string[] {
  const pieces = text
    .split(settings.separator)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .flatMap((piece) => splitLong(piece, settings.maxTokens, FALLBACK_SEPARATORS));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current ? `${current}\n${piece}` : piece;
    if (current && countTokens(joined) > settings.maxTokens) {
      chunks.push(current);
      const carried = tail(current, settings.overlap);
      current = carried && countTokens(`${carried}\n${piece}`) <= settings.maxTokens ? `${carried}\n${piece}` : piece;
    } else {
      current = joined;
    }
  }
  if (current.trim() !== '') chunks.push(current);
  return chunks;
}
