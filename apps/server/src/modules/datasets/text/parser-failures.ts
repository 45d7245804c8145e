import type { ParsedFileType } from './parse-document.ts';
import { UnreadableDocument } from './unreadable-document.ts';

/**
 * A parser's known English messages, as reasons the reader gets in their language; an unknown message stays the
 * detail of `corrupt`, cut to 200 characters.
 */
export function parserFailure(type: ParsedFileType, error: unknown): UnreadableDocument {
  const message = (error as Error | undefined)?.message ?? '';
  if (type === 'pdf' && /Invalid PDF structure|Invalid XRef|Invalid root reference|bad XRef/i.test(message)) return new UnreadableDocument('pdfDamaged');
  if (type === 'docx' && /end of central directory|Corrupted zip|is this a zip file|Could not find file in options/i.test(message)) return new UnreadableDocument('docxNotZip');
  const quoteLine = type === 'csv' ? /(?:Quote Not Closed|Invalid Opening Quote|Invalid Closing Quote).*?line (\d+)/i.exec(message) : null;
  if (quoteLine) return new UnreadableDocument('csvQuotes', quoteLine[1]);
  return new UnreadableDocument('corrupt', message.slice(0, 200) || type.toUpperCase());
}
