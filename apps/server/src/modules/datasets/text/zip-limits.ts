import { UnreadableDocument } from './unreadable-document.ts';

/** What a DOCX may unpack to before it is opened: far beyond any real document, far below what stops the process. */
export const ZIP_LIMITS = {
  unpackedBytes: 200 * 1024 * 1024,
  entries: 10_000,
  /** Unpacked size over file size; only checked past `ratioFloorBytes`, where a high ratio starts to matter. */
  ratio: 100,
  ratioFloorBytes: 10 * 1024 * 1024,
};
export type ZipLimits = typeof ZIP_LIMITS;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ENTRY_HEADER_SIZE = 46;
/** Sizes and offsets of this value mean "see the ZIP64 record": no document needs one, so it is refused. */
const ZIP64_MARK = 0xffffffff;

/** The central directory's position, or null when the file has none (the parser reports it as damaged). */
function findDirectory(bytes: Buffer): { entries: number; offset: number } | null {
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - 0xffff);
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    return { entries: bytes.readUInt16LE(at + 10), offset: bytes.readUInt32LE(at + 16) };
  }
  return null;
}

/**
 * Reads the ZIP's own directory (no unpacking) and refuses an archive that would unpack past the limits: a zip bomb
 * is a small file whose entries claim hundreds of megabytes. Sizes a directory lies about are caught by the parsing
 * worker's memory limit instead.
 */
export function checkZipLimits(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): void {
  const directory = findDirectory(bytes);
  if (!directory) return;
  const megabytes = `${limits.unpackedBytes / 1024 / 1024}`;
  if (directory.offset === ZIP64_MARK || directory.entries === 0xffff) throw new UnreadableDocument('unpackedTooLarge', megabytes);
  if (directory.entries > limits.entries) throw new UnreadableDocument('tooManyEntries', `${limits.entries}`);
  let unpacked = 0;
  let at = directory.offset;
  for (let n = 0; n < directory.entries && at + ENTRY_HEADER_SIZE <= bytes.length; n++) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) break;
    const size = bytes.readUInt32LE(at + 24);
    if (size === ZIP64_MARK) throw new UnreadableDocument('unpackedTooLarge', megabytes);
    unpacked += size;
    if (unpacked > limits.unpackedBytes) throw new UnreadableDocument('unpackedTooLarge', megabytes);
    at += ENTRY_HEADER_SIZE + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (unpacked > limits.ratioFloorBytes && unpacked > bytes.length * limits.ratio) throw new UnreadableDocument('compressionRatio', `${limits.ratio}`);
}
