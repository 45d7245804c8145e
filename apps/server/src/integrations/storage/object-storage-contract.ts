import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ObjectStorage } from './object-storage.ts';

/** Chunks of random bytes, produced on demand: the test never holds the whole payload either. */
export function generatedStream(totalBytes: number, chunkBytes = 256 * 1024): { stream: Readable; md5: () => string } {
  const hash = createHash('md5');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= totalBytes) return this.push(null);
      const chunk = randomBytes(Math.min(chunkBytes, totalBytes - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, md5: () => hash.digest('hex') };
}

async function md5Of(stream: Readable): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { md5: hash.digest('hex'), size };
}

/** The behaviour every ObjectStorage adapter must show; run against each adapter's own test setup. */
export function objectStorageContract(name: string, storage: () => ObjectStorage): void {
  describe(`${name} (ObjectStorage contract)`, () => {
    it('stores a multi-MB stream and gives the same bytes back with its size', async () => {
      const source = generatedStream(6 * 1024 * 1024 + 123);
      expect(await storage().put('images/a.bin', source.stream)).toEqual({ size: 6 * 1024 * 1024 + 123 });
      expect(await storage().stat('images/a.bin')).toEqual({ size: 6 * 1024 * 1024 + 123 });
      const object = await storage().get('images/a.bin');
      expect(object?.size).toBe(6 * 1024 * 1024 + 123);
      expect(await md5Of(object!.body)).toEqual({ md5: source.md5(), size: 6 * 1024 * 1024 + 123 });
    });

    it('answers null for a missing object and deletes idempotently', async () => {
      expect(await storage().get('missing.bin')).toBeNull();
      expect(await storage().stat('missing.bin')).toBeNull();
      await storage().put('gone.bin', Readable.from([Buffer.from('x')]));
      await storage().delete('gone.bin');
      await storage().delete('gone.bin');
      expect(await storage().stat('gone.bin')).toBeNull();
    });

    it('replaces an object on put and moves one to a new key', async () => {
      await storage().put('tmp/one.bin', Readable.from([Buffer.from('first version')]));
      await storage().put('tmp/one.bin', Readable.from([Buffer.from('second')]));
      await storage().move('tmp/one.bin', 'final.bin');
      expect(await storage().stat('tmp/one.bin')).toBeNull();
      const moved = await storage().get('final.bin');
      expect((await md5Of(moved!.body)).size).toBe('second'.length);
    });

    it('keeps nothing when the source stream fails part way', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024, 1));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage().put('broken.bin', failing)).rejects.toThrow();
      expect(await storage().stat('broken.bin')).toBeNull();
    });

    it('lists objects under a prefix with their size and modification time', async () => {
      const before = Date.now();
      await storage().put('listing/a.bin', Readable.from([Buffer.from('abc')]));
      await storage().put('listing/sub/b.apk', Readable.from([Buffer.from('hello')]));
      await storage().put('listing-other.bin', Readable.from([Buffer.from('x')]));
      await storage().put('listing/gone.bin', Readable.from([Buffer.from('x')]));
      await storage().delete('listing/gone.bin');
      const after = Date.now();
      const listed = (await storage().list('listing/')).sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'listing/a.bin', size: 3 },
        { key: 'listing/sub/b.apk', size: 5 },
      ]);
      for (const { lastModified } of listed) {
        // Stores keep whole seconds at best.
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
        expect(lastModified.getTime()).toBeLessThanOrEqual(after + 1000);
      }
      expect((await storage().list('listing/s')).map((object) => object.key)).toEqual(['listing/sub/b.apk']);
      expect((await storage().list('listing')).map((object) => object.key).sort()).toEqual(['listing-other.bin', 'listing/a.bin', 'listing/sub/b.apk']);
      expect((await storage().list('')).map((object) => object.key)).toEqual(expect.arrayContaining(['listing/a.bin', 'listing-other.bin', 'final.bin']));
      expect(await storage().list('nothing-here/')).toEqual([]);
      await expect(storage().list('../')).rejects.toThrow(/Unsafe storage key/);
    });

    it('refuses keys that could escape its area', async () => {
      for (const key of ['../x.bin', '/etc/passwd', 'a/../../b', 'a\\b', '', '.hidden']) {
        await expect(storage().stat(key)).rejects.toThrow(/Unsafe storage key/);
      }
    });
  });
}
