import { createHash } from 'node:crypto';
import { finished, Transform, type Readable } from 'node:stream';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import { malformedUpload } from './multipart.ts';

/** A multipart file stream: busboy emits `limit` and sets `truncated` when the size limit cuts it. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Streams `source` into storage under `key` while hashing it, so the file is never held whole.
 * A source cut by the size limit fails with `tooLarge()` and leaves nothing behind.
 */
export async function storeHashed(storage: ObjectStorage, key: string, source: UploadStream, tooLarge: () => Error): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let broken: Error | undefined;
  source.once('limit', () => hashing.destroy(tooLarge()));
  // The request body broke off or was not valid multipart: the client's fault, told as 400. finished() also
  // reports an error the part had before we listened (a cut body fails while its name is still being checked).
  finished(source, (error) => {
    if (!error) return;
    broken = malformedUpload();
    hashing.destroy(broken);
  });
  // Storage reports the failure through its own rejection; without a listener here a late one would be uncaught.
  hashing.on('error', () => undefined);
  source.pipe(hashing);
  try {
    const { size } = await storage.put(key, hashing);
    if (broken) throw broken;
    if (source.truncated) throw tooLarge();
    return { md5: hash.digest('hex'), size };
  } catch (error) {
    source.resume();
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
