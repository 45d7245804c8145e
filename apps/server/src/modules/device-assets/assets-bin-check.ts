/**
 * The xiaozhi-esp32 assets partition image (`assets.bin`), as the firmware reads it: a 12-byte header of little-endian
 * u32s (file count, checksum, length of what follows), a table of 44-byte entries (name padded with NULs to 32 bytes,
 * size, offset into the data, width and height as u16), then the data, where every file starts with the bytes `ZZ`.
 * The checksum is the sum of every byte after the header, kept to 16 bits. The firmware refuses a partition whose
 * checksum does not match, so the same test here stops a broken file before a device downloads it.
 *
 * The check sees the upload chunk by chunk as it streams to storage: it keeps the header and table (at most
 * MAX_FILES entries) and for the rest only a running sum and the next offset where a `ZZ` is due.
 */
const HEADER_BYTES = 12;
const ENTRY_BYTES = 44;
const NAME_BYTES = 32;
/** Far above what a theme holds (fonts, a few dozen emoji, backgrounds, wake-word model files). */
export const ASSETS_MAX_FILES = 4096;
const MAGIC = 0x5a;

export class AssetsBinCheck {
  #received = 0;
  #head: Buffer[] = [];
  #headBytes = 0;
  #parsed: { checksum: number; end: number } | undefined;
  /** Absolute offsets of the `ZZ` each file starts with, ascending; `#next` is the first not yet seen. */
  #magic: number[] = [];
  #next = 0;
  #sum = 0;
  #problem: string | undefined;

  push(chunk: Buffer): void {
    if (this.#problem) return;
    if (this.#parsed) {
      this.#scan(chunk, this.#received);
      this.#received += chunk.length;
      return;
    }
    this.#head.push(chunk);
    this.#headBytes += chunk.length;
    this.#received += chunk.length;
    this.#tryParse();
  }

  /** Why the file is not an assets image, or undefined when it is one. */
  finish(): string | undefined {
    if (this.#problem) return this.#problem;
    if (!this.#parsed) return this.#headBytes < HEADER_BYTES ? 'shorter than its 12-byte header' : 'file table cut short';
    if (this.#received < this.#parsed.end) return `cut short: ${this.#received} of ${this.#parsed.end} bytes`;
    if (this.#next < this.#magic.length) return 'a file does not start with ZZ';
    const sum = this.#sum & 0xffff;
    if (sum !== this.#parsed.checksum) return `checksum 0x${sum.toString(16)} instead of 0x${this.#parsed.checksum.toString(16)}`;
    return undefined;
  }

  #tryParse(): void {
    if (this.#headBytes < HEADER_BYTES) return;
    const head = this.#head.length === 1 ? this.#head[0]! : Buffer.concat(this.#head);
    this.#head = [head];
    const count = head.readUInt32LE(0);
    const checksum = head.readUInt32LE(4);
    const length = head.readUInt32LE(8);
    if (count === 0 || count > ASSETS_MAX_FILES) return this.#fail(`file count ${count} (1-${ASSETS_MAX_FILES})`);
    if (checksum > 0xffff) return this.#fail('checksum field above 16 bits');
    const tableEnd = HEADER_BYTES + count * ENTRY_BYTES;
    if (HEADER_BYTES + length < tableEnd) return this.#fail('length shorter than its file table');
    if (head.length < tableEnd) return;
    const dataLength = HEADER_BYTES + length - tableEnd;
    const starts: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const entry = tableEnd - (count - index) * ENTRY_BYTES;
      if (head[entry] === 0) return this.#fail(`file ${index + 1} has no name`);
      const size = head.readUInt32LE(entry + NAME_BYTES);
      const offset = head.readUInt32LE(entry + NAME_BYTES + 4);
      if (offset + 2 + size > dataLength) return this.#fail(`file ${index + 1} lies outside the data`);
      starts.push(tableEnd + offset);
    }
    this.#magic = [...new Set(starts.flatMap((start) => [start, start + 1]))].sort((a, b) => a - b);
    this.#parsed = { checksum, end: HEADER_BYTES + length };
    this.#head = [];
    this.#scan(head, 0);
  }

  /** Adds the bytes counted by the checksum and checks every `ZZ` that falls in this chunk. */
  #scan(chunk: Buffer, at: number): void {
    const { end } = this.#parsed!;
    const from = Math.max(HEADER_BYTES, at);
    const to = Math.min(end, at + chunk.length);
    let sum = this.#sum;
    for (let position = from; position < to; position += 1) sum += chunk[position - at]!;
    this.#sum = sum & 0xffff;
    while (this.#next < this.#magic.length && this.#magic[this.#next]! < at + chunk.length) {
      if (chunk[this.#magic[this.#next]! - at] !== MAGIC) return this.#fail('a file does not start with ZZ');
      this.#next += 1;
    }
  }

  #fail(problem: string): void {
    this.#problem = problem;
    this.#head = [];
  }
}
