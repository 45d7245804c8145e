import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** How many leading bytes decide a file's kind; text files are checked for NUL bytes over a longer stretch. */
const MAGIC_BYTES = 12;
const TEXT_SNIFF_BYTES = 8192;

/**
 * A light look at the first bytes, where it is cheap and telling: pdf `%PDF-`, docx (a zip) `PK\x03\x04`,
 * wav `RIFF....WAVE`, mp3 an `ID3` tag or an MPEG frame sync; text formats only have no NUL byte near the start.
 * Not a full parse: a renamed binary is refused, a damaged but well-started file is the parser's business later.
 */
const MAGIC: Readonly<Record<string, (head: Buffer) => boolean>> = {
  '.pdf': (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  '.docx': (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  '.wav': (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WAVE',
  '.mp3': (head) => head.subarray(0, 3).toString('latin1') === 'ID3' || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0),
};

/**
 * Passes the bytes through while counting, hashing (SHA-256) and sniffing them; fails the stream with `tooLarge()` once
 * more than `maxBytes` went by and with `wrongContent()` when the start does not look like `extension`, so the upload
 * stops there and its partial object is deleted.
 */
export class CheckedUpload extends Transform {
  size = 0;
  readonly #hash = createHash('sha256');
  readonly #maxBytes: number;
  readonly #magic: ((head: Buffer) => boolean) | undefined;
  readonly #tooLarge: () => Error;
  readonly #wrongContent: () => Error;
  #head = Buffer.alloc(0);
  #checked = false;
  /** The refusal this stream failed with, if any: the storage adapter's own rejection may wrap it. */
  failure: Error | undefined;

  constructor(options: { extension: string; maxBytes: number; tooLarge: () => Error; wrongContent: () => Error }) {
    super();
    this.#maxBytes = options.maxBytes;
    this.#magic = MAGIC[options.extension];
    this.#tooLarge = options.tooLarge;
    this.#wrongContent = options.wrongContent;
  }

  get digest(): string {
    return this.#hash.digest('hex');
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.destroy(this.failure);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const start = this.size;
    this.size += chunk.length;
    if (this.size > this.#maxBytes) return done((this.failure ??= this.#tooLarge()));
    if (!this.#checked) {
      if (this.#magic) {
        this.#head = Buffer.concat([this.#head, chunk.subarray(0, MAGIC_BYTES - this.#head.length)]);
        if (this.#head.length >= MAGIC_BYTES) {
          this.#checked = true;
          if (!this.#magic(this.#head)) return done((this.failure ??= this.#wrongContent()));
        }
      } else {
        if (chunk.subarray(0, Math.max(0, TEXT_SNIFF_BYTES - start)).includes(0)) return done((this.failure ??= this.#wrongContent()));
        this.#checked = this.size >= TEXT_SNIFF_BYTES;
      }
    }
    this.#hash.update(chunk);
    done(null, chunk);
  }

  /** A file shorter than the magic bytes is judged on what there is (an empty one is refused by the service). */
  override _flush(done: TransformCallback): void {
    if (!this.#checked && this.#magic && this.size > 0 && !this.#magic(this.#head)) return done((this.failure ??= this.#wrongContent()));
    done();
  }
}
