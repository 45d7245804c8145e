import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './object-storage.ts';

export interface S3StorageOptions {
  /** For S3-compatible servers (MinIO, Ceph…); AWS when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's default credential chain applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `host/bucket/key` instead of `bucket.host/key`, which most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several kinds of file. */
  prefix: string;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket; uploads stream in parts (lib-storage), downloads stream back. */
export class S3Storage implements ObjectStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3StorageOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  #keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.#prefix}${key}`;
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    let size = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => (size += chunk.length));
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    await new Upload({ client: this.#client, params: { Bucket: this.#bucket, Key: this.#keyOf(key), Body: counted } }).done();
    return { size };
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(key) }));
      return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(key) }));
  }

  /** S3 has no rename: a server-side copy, then the source is removed. */
  async move(from: string, to: string): Promise<void> {
    const source = this.#keyOf(from);
    await this.#client.send(
      new CopyObjectCommand({ Bucket: this.#bucket, Key: this.#keyOf(to), CopySource: `${this.#bucket}/${source.split('/').map(encodeURIComponent).join('/')}` }),
    );
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: source }));
  }

  destroy(): void {
    this.#client.destroy();
  }
}
