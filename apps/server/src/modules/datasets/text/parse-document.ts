import { parserFailure } from './parser-failures.ts';
import { UnreadableDocument } from './unreadable-document.ts';
import { checkZipLimits } from './zip-limits.ts';

export type ParsedFileType = 'pdf' | 'docx' | 'md' | 'txt' | 'html' | 'csv';

const EXTENSION_TYPES: Record<string, ParsedFileType> = { pdf: 'pdf', docx: 'docx', md: 'md', markdown: 'md', txt: 'txt', html: 'html', htm: 'html', csv: 'csv' };

/** The file type of a name (`manual.PDF` → pdf), or null when we cannot read it. */
export function fileTypeOf(name: string): ParsedFileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** Word's encrypted documents are OLE compound files, not zip: they start with D0 CF 11 E0. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const REPLACEMENT = '\uFFFD';

/** UTF-8 (with or without BOM); a text full of invalid UTF-8 is read as GB18030, which Chinese Windows tools write. */
export function decodeText(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  const invalid = utf8.split(REPLACEMENT).length - 1;
  if (invalid === 0 || invalid < utf8.length / 1000) return utf8;
  return new TextDecoder('gb18030').decode(bytes);
}

// Each parser is loaded when a document of its type arrives: the parsing thread starts for every document, and
// loading all of them (the PDF one above all) took most of its start-up.
async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    pages = (await extractText(pdf, { mergePages: false })).text;
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw new UnreadableDocument('encrypted');
    throw parserFailure('pdf', error);
  }
  const text = pages.join('\n\n');
  if (text.replace(/\s/g, '') === '') throw new UnreadableDocument('pdfNoText');
  return text;
}

async function docxText(bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 4).equals(OLE_MAGIC)) throw new UnreadableDocument('encrypted');
  checkZipLimits(bytes);
  const { default: mammoth } = await import('mammoth');
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch (error) {
    throw parserFailure('docx', error);
  }
}

async function htmlText(html: string): Promise<string> {
  const { checkMarkupDepth } = await import('./markup-depth.ts');
  checkMarkupDepth(html);
  const { convert: htmlToText } = await import('html-to-text');
  return htmlToText(html, { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }, { selector: 'img', format: 'skip' }] });
}

/** One line per row, `header: value; …`, so each segment carries its column names. */
async function csvText(bytes: Buffer): Promise<string> {
  const { parse: parseCsv } = await import('csv-parse/sync');
  let rows: string[][];
  try {
    rows = parseCsv(decodeText(bytes), { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch (error) {
    throw parserFailure('csv', error);
  }
  const [header, ...body] = rows;
  if (!header) return '';
  if (body.length === 0) return header.join('; ');
  return body.map((row) => row.map((value, i) => `${header[i] ?? `#${i + 1}`}: ${value}`).join('; ')).join('\n');
}

/** The plain text of a document, or UnreadableDocument with the reason. */
export async function parseDocument(bytes: Buffer, type: ParsedFileType): Promise<string> {
  let text: string;
  switch (type) {
    case 'pdf':
      text = await pdfText(bytes);
      break;
    case 'docx':
      text = await docxText(bytes);
      break;
    case 'html':
      text = await htmlText(decodeText(bytes));
      break;
    case 'csv':
      text = await csvText(bytes);
      break;
    case 'md':
    case 'txt':
      text = decodeText(bytes);
      break;
  }
  if (text.replace(/\s/g, '') === '') throw new UnreadableDocument('empty');
  return text;
}
