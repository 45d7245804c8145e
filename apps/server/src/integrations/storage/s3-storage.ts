import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { assertSafeKey, assertSafePrefix, type ListedObject, type ObjectStorage, type StoredObject } from './object-storage.ts';

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
  /** Keys per ListObjectsV2 page; tests lower it to exercise paging. */
  listPageSize?: number | undefined;
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
  readonly #pageSize: number;

  constructor(options: S3StorageOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
    this.#pageSize = options.listPageSize ?? 1000;
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

  /** ListObjectsV2, page by page (`pageSize` keys each, S3's maximum by default); keys come back without this storage's prefix. */
  async list(prefix: string): Promise<ListedObject[]> {
    assertSafePrefix(prefix);
    const found: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: `${this.#prefix}${prefix}`, MaxKeys: this.#pageSize, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        found.push({ key: object.Key.slice(this.#prefix.length), size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  destroy(): void {
    this.#client.destroy();
  }
}
